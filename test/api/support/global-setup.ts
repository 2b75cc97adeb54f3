import type { Config } from 'jest';
import { workerDatabaseName } from './worker-database';

/**
 * On a real PostgreSQL (DATABASE_URL set) the migrations run once here, then each Jest worker gets
 * a copy of the migrated database (see worker-database.ts); on the embedded default every suite
 * gets its own PGlite folder and migrates it.
 */
export default async function globalSetup(globalConfig: Config): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('\n[api e2e] database: embedded PGlite (one per suite)');
    return;
  }
  console.log(`\n[api e2e] database: PostgreSQL ${url.replace(/\/\/[^@]*@/, '//***@')}`);
  // Loaded only here: the embedded default needs neither TypeORM nor the server's options.
  await import('reflect-metadata');
  const { DataSource } = await import('typeorm');
  const { dataSourceOptions } = await import('../../../server/src/database/data-source-options');
  const ds = new DataSource(dataSourceOptions(url, 2));
  await ds.initialize();
  await ds.runMigrations();
  const base = String(ds.options.database ?? new URL(url).pathname.slice(1));
  await ds.destroy();
  await copyForWorkers(url, base, Math.max(1, Number(globalConfig.maxWorkers) || 1));
}

/** One database per worker, copied from the migrated one (a template copy is far quicker than migrating each). */
async function copyForWorkers(url: string, base: string, workers: number): Promise<void> {
  const { Client } = await import('pg');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (let id = 1; id <= workers; id++) {
      const name = workerDatabaseName(base, id);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}" TEMPLATE "${base}"`);
    }
  } finally {
    await client.end();
  }
}
