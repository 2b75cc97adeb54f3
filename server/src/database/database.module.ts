import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import type { DatabaseEndpoint } from './embedded-postgres';
import { DatabaseHealth } from './database-health';
import { runMigrationsLocked } from './run-migrations-locked';

export const DATABASE_ENDPOINT = Symbol('DATABASE_ENDPOINT');

/**
 * On PostgreSQL, the longest any statement of the running app waits for its answer (unless
 * DATABASE_STATEMENT_TIMEOUT_MS says otherwise): a hung database (a stopped host, a network that
 * drops packets) answers nothing, and a request or job would otherwise wait for TCP to give up, a
 * quarter of an hour. Generous, so that a job's large DELETE still finishes; the hot paths have
 * their own, shorter one (SqlRepository). The embedded database runs in this process: nothing to
 * wait for but the process itself.
 */
const QUERY_TIMEOUT_MS = 30_000;

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(endpoint: DatabaseEndpoint, queryTimeoutMs = QUERY_TIMEOUT_MS): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(endpoint.url, endpoint.poolSize, endpoint.embedded, endpoint.embedded ? undefined : queryTimeoutMs),
            // Keep retrying at start while a real PostgreSQL comes up (docker compose, CI).
            retryAttempts: endpoint.embedded ? 0 : 10,
            retryDelay: 1_000,
          }),
          // Migrations run here, under an advisory lock, rather than through `migrationsRun`.
          dataSourceFactory: (options) => openMigrated(options!, endpoint),
        }),
      ],
      providers: [{ provide: DATABASE_ENDPOINT, useValue: endpoint }, DatabaseHealth],
      exports: [DATABASE_ENDPOINT, DatabaseHealth],
    };
  }
}

/** Connects and applies pending migrations; a failure closes the pool before the retry opens another. */
async function openMigrated(options: DataSourceOptions, endpoint: DatabaseEndpoint): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    await migrate(dataSource, endpoint);
    return dataSource;
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
}

/**
 * Migrations wait for another replica's and may rewrite large tables: on PostgreSQL, whose pool has
 * the query timeout, they run on a connection of their own without it.
 */
async function migrate(dataSource: DataSource, endpoint: DatabaseEndpoint): Promise<void> {
  if (endpoint.embedded) {
    await runMigrationsLocked(dataSource);
    return;
  }
  const migrator = await new DataSource(dataSourceOptions(endpoint.url, 1)).initialize();
  try {
    await runMigrationsLocked(migrator);
  } finally {
    await migrator.destroy();
  }
}
