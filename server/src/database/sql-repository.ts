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
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const result = await pool.query<Row & Record<string, unknown>>({ name, text, values });
    return result.rows;
  }
}
