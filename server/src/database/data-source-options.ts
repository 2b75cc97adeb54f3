import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { ResilientClient } from './resilient-client';

/** TypeORM options for PGlite (through pglite-socket) and PostgreSQL alike: same driver, same migrations. */
export function dataSourceOptions(url: string, poolSize: number, embedded = false, queryTimeoutMs?: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // The migrations make the schema. TypeORM would otherwise try CREATE EXTENSION "uuid-ossp" at
    // every connect, which nothing uses (gen_random_uuid is built in) and replicas would race on.
    installExtensions: false,
    // Not 'error': TypeORM would print a failed query's parameters (hashes, tokens) to the log.
    logging: ['migration'],
    poolSize,
    extra: {
      max: poolSize,
      // An unreachable database fails fast instead of holding requests open. The embedded one is in
      // this process: a slow connect there means a busy machine, and giving up would make the pool
      // open a second connection that pglite-socket (one session) resets.
      connectionTimeoutMillis: embedded ? 30_000 : 3_000,
      idleTimeoutMillis: 30_000,
      // When given, a statement whose answer has not come after this long fails (see DatabaseModule),
      // and PostgreSQL stops it too (statement_timeout): an abandoned scan no longer runs on (issue 43).
      ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs, statement_timeout: queryTimeoutMs } : {}),
      keepAlive: true,
      // Every connection keeps an 'error' listener, checked out or idle: a broken one never ends the process.
      Client: ResilientClient,
    },
  };
}
