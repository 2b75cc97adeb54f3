import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source-options';
import type { DatabaseEndpoint } from './embedded-postgres';
import { DatabaseHealth } from './database-health';

export const DATABASE_ENDPOINT = Symbol('DATABASE_ENDPOINT');

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(endpoint: DatabaseEndpoint): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(endpoint.url, endpoint.poolSize),
          migrationsRun: true,
          // Keep retrying at start while a real PostgreSQL comes up (docker compose, CI).
          retryAttempts: endpoint.embedded ? 0 : 10,
          retryDelay: 1_000,
        }),
      ],
      providers: [{ provide: DATABASE_ENDPOINT, useValue: endpoint }, DatabaseHealth],
      exports: [DATABASE_ENDPOINT, DatabaseHealth],
    };
  }
}
