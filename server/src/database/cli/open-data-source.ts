import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../config/app-config';
import { dataSourceOptions } from '../data-source-options';
import { externalPostgres, startEmbeddedPostgres, type DatabaseEndpoint } from '../embedded-postgres';

/** For the CLIs: the database the app would use (DATABASE_URL, else PGlite under DATA_DIR). */
export async function openDataSource(): Promise<{ dataSource: DataSource; endpoint: DatabaseEndpoint }> {
  const config = loadConfig();
  const endpoint = config.databaseUrl ? externalPostgres(config.databaseUrl) : await startEmbeddedPostgres(config.dataDir, { sharedBuffers: config.pgliteSharedBuffers });
  const dataSource = new DataSource(dataSourceOptions(endpoint.url, endpoint.poolSize, endpoint.embedded));
  await dataSource.initialize();
  return { dataSource, endpoint };
}

export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    console.error((error as Error).message ?? error);
    process.exit(1);
  }
}
