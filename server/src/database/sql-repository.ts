import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Base of the per-table repositories: each holds every statement on its table. A method that
 * may run inside a transaction takes the transaction's EntityManager (embedded PGlite is one
 * session: a statement outside the transaction would wait on it); without one it uses the pool.
 */
@Injectable()
export abstract class SqlRepository {
  constructor(protected readonly dataSource: DataSource) {}

  protected db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /**
   * A hot-path statement run on its own (not in a transaction) as a named prepared statement on
   * TypeORM's own pool: each connection parses and plans it once instead of on every call (a
   * guest save's statement took longer to plan than to run). `name` must be unique to `text`.
   */
  protected async prepared<Row>(name: string, text: string, values: unknown[]): Promise<Row[]> {
    const result = await this.pool().query<Row & Record<string, unknown>>({ name, text, values });
    return result.rows;
  }

  /**
   * `prepared`, in a transaction that first takes a transaction-level advisory lock on each of
   * `lockKeys`: the statement's snapshot is taken once it holds them, so it reads all that an
   * earlier holder of any of them committed, and a later one reads all it commits. The keys are
   * taken in sorted order, so two callers never wait on each other's. Three round trips where
   * `prepared` makes one: only for statements that other processes may run on the same keys at once.
   */
  protected async preparedUnderLocks<Row>(name: string, text: string, values: unknown[], lockKeys: readonly string[]): Promise<Row[]> {
    const client = await this.pool().connect();
    let broken: Error | undefined;
    try {
      await client.query(`BEGIN; ${advisoryXactLocks(lockKeys)}`);
      const result = await client.query<Row & Record<string, unknown>>({ name, text, values });
      await client.query('COMMIT');
      return result.rows;
    } catch (error) {
      // A connection that cannot even roll back is closed rather than returned to the pool.
      broken = await client.query('ROLLBACK').then(() => undefined, (rollbackError: Error) => rollbackError);
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }
}

/** The statement that takes a transaction-level advisory lock on each key, in sorted order (sent with BEGIN as one simple query). */
function advisoryXactLocks(keys: readonly string[]): string {
  const sorted = [...new Set(keys)].sort();
  // Written into the SQL text, so only keys that need no quoting are accepted.
  const bad = sorted.find((key) => !/^[\w:.-]+$/.test(key));
  if (bad !== undefined) throw new Error(`an advisory lock key must be letters, digits and _:.- (got ${JSON.stringify(bad)})`);
  const literal = `ARRAY[${sorted.map((key) => `'${key}'`).join(', ')}]::text[]`;
  return `SELECT count(pg_advisory_xact_lock(hashtextextended(k, 0))) FROM unnest(${literal}) AS k`;
}
