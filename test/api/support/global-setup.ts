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
  // Loaded only here: the embedded default needs neither TypeORM nor the server's options.
  await import('reflect-metadata');
  const { DataSource } = await import('typeorm');
  const { dataSourceOptions } = await import('../../../server/src/database/data-source-options');
  const ds = new DataSource(dataSourceOptions(url, 2));
  await ds.initialize();
  await ds.runMigrations();
  await ds.destroy();
}
