/**
 * On a real PostgreSQL (DATABASE_URL set) the migrations run once here, before the suites start
 * in parallel; on the embedded default every suite gets its own PGlite folder and migrates it.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('\n[api e2e] database: embedded PGlite (one per suite)');
    return;
  }
  console.log(`\n[api e2e] database: PostgreSQL ${url.replace(/\/\/[^@]*@/, '//***@')}`);
  require('reflect-metadata');
  const { DataSource } = require('typeorm');
  const { dataSourceOptions } = require('../../../server/src/database/data-source-options');
  const ds = new DataSource(dataSourceOptions(url, 2));
  await ds.initialize();
  await ds.runMigrations();
  await ds.destroy();
}
