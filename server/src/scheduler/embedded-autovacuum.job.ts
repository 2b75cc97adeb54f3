import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DATABASE_ENDPOINT } from '../database/database.module';
import type { DatabaseEndpoint } from '../database/embedded-postgres';
import { every, MINUTE_OFFSET_MS } from './schedule';
import { SchedulerService } from './scheduler.service';

/** How often the embedded database's tables are looked at: autovacuum_naptime's default (its place in the minute: MINUTE_OFFSET_MS). */
export const EMBEDDED_AUTOVACUUM_MS = 60_000;

interface TableNeed {
  table: string;
  vacuum: boolean;
}

/**
 * The tables that need what PostgreSQL's autovacuum would do, by its default thresholds: ANALYZE
 * after 50 + 10 % of the rows changed (or when the table was never analyzed: its planner
 * statistics are then guesses), VACUUM after 50 + 20 % of them died. The change counters live only
 * as long as the process; reltuples = -1 survives restarts and means "never analyzed" (relpages
 * too is only set by VACUUM and ANALYZE: the file's size tells whether the table has rows).
 */
const TABLES_IN_NEED = `
  SELECT t.relname AS table,
         (t.n_dead_tup > 50 + 0.2 * GREATEST(c.reltuples, 0)) AS vacuum
    FROM pg_stat_user_tables t JOIN pg_class c ON c.oid = t.relid
   WHERE t.schemaname = 'public'
     AND (c.reltuples < 0 AND pg_relation_size(c.oid) > 0
          OR t.n_mod_since_analyze > 50 + 0.1 * GREATEST(c.reltuples, 0)
          OR t.n_dead_tup > 50 + 0.2 * GREATEST(c.reltuples, 0))
   ORDER BY t.relname`;

/**
 * Autovacuum for the embedded database. PGlite runs PostgreSQL as one session, without the
 * autovacuum processes a server has: its tables were never analyzed (so the planner chose plans
 * for empty tables: a batch of guest saves took 10x longer) and dead rows were never reclaimed.
 * This job does their work, table by table (each statement holds the one session only briefly).
 * On a PostgreSQL server autovacuum does it, and the job is not registered.
 */
@Injectable()
export class EmbeddedAutovacuumJob implements OnModuleInit {
  private readonly logger = new Logger('Autovacuum');

  constructor(
    private readonly scheduler: SchedulerService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_ENDPOINT) private readonly endpoint: DatabaseEndpoint,
  ) {}

  onModuleInit(): void {
    if (this.endpoint.embedded) {
      this.scheduler.register({ name: 'embedded-autovacuum', schedule: every(EMBEDDED_AUTOVACUUM_MS, MINUTE_OFFSET_MS.embeddedAutovacuum), run: () => this.run() });
    }
  }

  /** Vacuums and analyzes the tables that need it; returns their names. */
  async run(): Promise<string[]> {
    const tables: TableNeed[] = await this.dataSource.query(TABLES_IN_NEED);
    for (const { table, vacuum } of tables) {
      // The names come from the catalog; quoted all the same.
      const name = `"${table.replace(/"/g, '""')}"`;
      await this.dataSource.query(vacuum ? `VACUUM (ANALYZE) ${name}` : `ANALYZE ${name}`);
    }
    if (tables.length) this.logger.debug(`analyzed ${tables.map((t) => (t.vacuum ? `${t.table} (vacuumed)` : t.table)).join(', ')}`);
    return tables.map((t) => t.table);
  }
}
