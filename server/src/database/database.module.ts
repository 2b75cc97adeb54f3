import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import type { DatabaseEndpoint } from './embedded-postgres';
import { DatabaseHealth } from './database-health';
import { runMigrationsLocked } from './run-migrations-locked';

export const DATABASE_ENDPOINT = Symbol('DATABASE_ENDPOINT');

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(endpoint: DatabaseEndpoint): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(endpoint.url, endpoint.poolSize, endpoint.embedded),
            // Keep retrying at start while a real PostgreSQL comes up (docker compose, CI).
            retryAttempts: endpoint.embedded ? 0 : 10,
            retryDelay: 1_000,
          }),
          // Migrations run here, under an advisory lock, rather than through `migrationsRun`.
          dataSourceFactory: (options) => openMigrated(options!),
        }),
      ],
      providers: [{ provide: DATABASE_ENDPOINT, useValue: endpoint }, DatabaseHealth],
      exports: [DATABASE_ENDPOINT, DatabaseHealth],
    };
  }
}

/** Connects and applies pending migrations; a failure closes the pool before the retry opens another. */
async function openMigrated(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    await runMigrationsLocked(dataSource);
    return dataSource;
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
}
