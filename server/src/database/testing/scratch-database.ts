import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../data-source-options';
import { startEmbeddedPostgres } from '../embedded-postgres';
import { runMigrationsLocked } from '../run-migrations-locked';

export interface ScratchDatabase {
  url: string;
  /** Separate pools on the same database, as separate replicas would have. */
  open(poolSize?: number): Promise<DataSource>;
  drop(): Promise<void>;
}

/**
 * For integration specs of the background jobs, which claim any due row of their table: a migrated
 * database of their own, so they neither take nor leave rows of suites running beside them. On
 * DATABASE_URL a new database beside it (dropped after); without it a PGlite folder (one pool).
 */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const opened: DataSource[] = [];
  const open = async (url: string, poolSize: number, embedded = false) => {
    const dataSource = await new DataSource(dataSourceOptions(url, poolSize, embedded)).initialize();
    opened.push(dataSource);
    return dataSource;
  };
  const closeAll = () => Promise.all(opened.filter((d) => d.isInitialized).map((d) => d.destroy()));
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dir = mkdtempSync(join(tmpdir(), 'ticklist-scratch-'));
    const endpoint = await startEmbeddedPostgres(dir);
    await runMigrationsLocked(await open(endpoint.url, 1, true));
    return {
      url: endpoint.url,
      open: async () => opened[0]!, // PGlite is one session: every "replica" shares it
      drop: async () => {
        await closeAll();
        await endpoint.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `ticklist_scratch_${randomBytes(5).toString('hex')}`;
  const admin = await open(base, 1);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  await runMigrationsLocked(await open(url.toString(), 2));
  return {
    url: url.toString(),
    open: (poolSize = 4) => open(url.toString(), poolSize),
    drop: async () => {
      await Promise.all(opened.filter((d) => d !== admin && d.isInitialized).map((d) => d.destroy()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}
