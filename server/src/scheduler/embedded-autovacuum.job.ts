import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DATABASE_ENDPOINT } from '../database/database.module';
import type { DatabaseEndpoint } from '../database/embedded-postgres';
import { every, MINUTE_OFFSET_MS } from './schedule';
import { SchedulerService } from './scheduler.service';

/** How often the embedded database's tables are looked at: autovacuum_naptime's default (its place in the minute: MINUTE_OFFSET_MS). */
export const EMBEDDED_AUTOVACUUM_MS = 60_000;
/**
 * How often it looks for tables that have rows but were never analyzed (a fresh database's, once
 * guests start saving): every scheduler tick. Until their first ANALYZE the planner plans for
 * empty tables, and a guest's save costs the database 2.5x what it does after (bench/RESULTS.md);
 * a minute of that was most of a first benchmark run. The minute's full run stays as it was: runs
 * that VACUUM hold the one session for a while, and more of them lengthened the saves' tail.
 */
export const EMBEDDED_FIRST_ANALYZE_MS = 10_000;

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
const NEVER_ANALYZED = 'c.reltuples < 0 AND pg_relation_size(c.oid) > 0';
const MANY_DEAD = 't.n_dead_tup > 50 + 0.2 * GREATEST(c.reltuples, 0)';
const tablesWhere = (need: string, vacuum: string) => `
  SELECT t.relname AS table, (${vacuum}) AS vacuum
    FROM pg_stat_user_tables t JOIN pg_class c ON c.oid = t.relid
   WHERE t.schemaname = 'public' AND (${need})
   ORDER BY t.relname`;
const TABLES_IN_NEED = tablesWhere(`${NEVER_ANALYZED} OR t.n_mod_since_analyze > 50 + 0.1 * GREATEST(c.reltuples, 0) OR ${MANY_DEAD}`, MANY_DEAD);
/** The frequent run's: tables never analyzed, analyzed only. */
const TABLES_NEVER_ANALYZED = tablesWhere(NEVER_ANALYZED, 'false');

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
      this.scheduler.register({ name: 'embedded-first-analyze', schedule: every(EMBEDDED_FIRST_ANALYZE_MS), run: () => this.analyzeNew() });
    }
  }

  /** Vacuums and analyzes the tables that need it; returns their names. */
  run(): Promise<string[]> {
    return this.treat(TABLES_IN_NEED);
  }

  /** Analyzes the tables that have rows and were never analyzed; returns their names. */
  analyzeNew(): Promise<string[]> {
    return this.treat(TABLES_NEVER_ANALYZED);
  }

  private async treat(query: string): Promise<string[]> {
    const tables: TableNeed[] = await this.dataSource.query(query);
    for (const { table, vacuum } of tables) {
      // The names come from the catalog; quoted all the same.
      const name = `"${table.replace(/"/g, '""')}"`;
      await this.dataSource.query(vacuum ? `VACUUM (ANALYZE) ${name}` : `ANALYZE ${name}`);
    }
    if (tables.length) this.logger.debug(`analyzed ${tables.map((t) => (t.vacuum ? `${t.table} (vacuumed)` : t.table)).join(', ')}`);
    return tables.map((t) => t.table);
  }
}
