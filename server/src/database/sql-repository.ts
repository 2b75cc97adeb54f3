import { Injectable } from '@nestjs/common';
import { escapeIdentifier, escapeLiteral, type Pool, type PoolClient, type QueryConfig, type QueryResult, type QueryResultRow } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { isDuplicatePreparedStatement, isUnknownPreparedStatement, postgresAnswered } from './db-errors';

/**
 * Base of the per-table repositories: each holds every statement on its table. A method that
 * may run inside a transaction takes the transaction's EntityManager (embedded PGlite is one
 * session: a statement outside the transaction would wait on it); without one it uses the pool.
 */
@Injectable()
export abstract class SqlRepository {
  /** hotQueryTimeout()'s answer, worked out once: the pool's settings do not change. */
  private hotTimeout?: { query_timeout?: number };

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
    const pool = this.pool();
    const query = { name, text, values, ...this.hotQueryTimeout() };
    return onPooledClient(pool, (client) => this.runNamed<Row>(pool, client, query));
  }

  /**
   * `query` as a named statement on `client`, first making the session agree with what pg recorded
   * for this client when they differ: the session holds the name already (42P05: PGlite's one
   * session outlives the clients the pool replaces), or lost it (26000).
   */
  private async runNamed<Row>(pool: Pool, client: PoolClient, query: QueryConfig & { name: string; text: string }): Promise<Row[]> {
    const timeout = this.hotQueryTimeout();
    const name = escapeIdentifier(query.name);
    let result: QueryResult<Row & QueryResultRow>;
    try {
      result = await client.query<Row & QueryResultRow>(query);
    } catch (error) {
      // pg records a statement as prepared only once PostgreSQL said so, and never forgets one.
      if (isDuplicatePreparedStatement(error)) {
        // Drop the session's copy, which this client did not make: pg prepares it again.
        result = await this.recovering(pool, query.name, async () => {
          await client.query({ text: `DEALLOCATE ${name}`, ...timeout });
          return client.query<Row & QueryResultRow>(query);
        });
      } else if (isUnknownPreparedStatement(error)) {
        // Give the session the statement pg believes it has (protocol and SQL share the names).
        result = await this.recovering(pool, query.name, async () => {
          await client.query({ text: `PREPARE ${name} AS ${query.text}`, ...timeout });
          return client.query<Row & QueryResultRow>(query);
        });
      } else {
        throw error;
      }
    }
    sessionFaults.get(pool)?.delete(query.name);
    return result.rows;
  }

  /**
   * Runs `retry`, the one attempt to make this client and the session agree about `name`; if even
   * that fails on the statement's bookkeeping, the session is at fault (DatabaseHealth reports it)
   * until the statement runs again.
   */
  private async recovering<T>(pool: Pool, name: string, retry: () => Promise<T>): Promise<T> {
    try {
      return await retry();
    } catch (error) {
      if (isDuplicatePreparedStatement(error) || isUnknownPreparedStatement(error)) {
        let faults = sessionFaults.get(pool);
        if (!faults) sessionFaults.set(pool, (faults = new Set()));
        faults.add(name);
      }
      throw error;
    }
  }

  /**
   * `prepared`, in a transaction that first takes a transaction-level advisory lock on each of
   * `lockKeys`: the statement's snapshot is taken once it holds them, so it reads all that an
   * earlier holder of any of them committed, and a later one reads all it commits. The keys are
   * taken in sorted order, so two callers never wait on each other's. `first`, if given, runs once
   * the locks are held, before the statement, in the same transaction.
   *
   * Still one round trip: the locks and the statement go as one simple query, which PostgreSQL runs
   * as one transaction, each statement with its own snapshot. The statement is prepared once per
   * connection with SQL's PREPARE and run with EXECUTE, its values written as literals (a BEGIN, a
   * lock and a COMMIT each in a round trip of their own cost a fifth of the saves a second).
   */
  protected async preparedUnderLocks<Row>(name: string, text: string, values: unknown[], lockKeys: readonly string[], first?: PreparedStep): Promise<Row[]> {
    const pool = this.pool();
    return onPooledClient(pool, async (client) => {
      let prepared = preparedBySession.get(client);
      if (!prepared) preparedBySession.set(client, (prepared = new Set()));
      // Prepared, the locks' statement is neither parsed nor planned again: a tenth of a millisecond a statement.
      const steps: PreparedStep[] = [
        { name: ADVISORY_XACT_LOCKS, text: ADVISORY_XACT_LOCKS_SQL, values: [[...new Set(lockKeys)].sort()] },
        ...(first ? [first] : []),
        { name, text, values },
      ];
      const names = steps.map((step) => step.name.replace(/-/g, '_')); // SQL identifiers
      const timeout = this.hotQueryTimeout();
      const prepareMissing = async (known: Set<string>) => {
        for (const [i, step] of steps.entries()) {
          if (known.has(names[i]!)) continue;
          const statement = { text: `PREPARE ${names[i]} AS ${step.text}`, ...timeout };
          try {
            await client.query(statement);
          } catch (error) {
            if (!isDuplicatePreparedStatement(error)) throw error;
            // The session holds it, though not from this client (PGlite's one session outlives the
            // clients the pool replaces): replace the session's copy with this text.
            await this.recovering(pool, step.name, async () => {
              await client.query({ text: `DEALLOCATE ${names[i]}`, ...timeout });
              await client.query(statement);
            });
          }
          known.add(names[i]!);
        }
      };
      await prepareMissing(prepared);
      const sql = steps.map((step, i) => `EXECUTE ${names[i]}(${step.values.map(sqlLiteral).join(', ')})`).join('; ');
      let results: QueryResult<Row & QueryResultRow>[];
      try {
        results = (await client.query({ text: sql, ...timeout })) as unknown as QueryResult<Row & QueryResultRow>[];
      } catch (error) {
        if (!isUnknownPreparedStatement(error)) throw error;
        // The session lost what was recorded as prepared on it: record nothing, prepare them again.
        prepared.clear();
        results = await this.recovering(pool, name, async () => {
          await prepareMissing(prepared);
          return (await client.query({ text: sql, ...timeout })) as unknown as QueryResult<Row & QueryResultRow>[];
        });
      }
      // Every step ran: none of them is at fault any longer (a fault is listed under its step's name).
      const faults = sessionFaults.get(pool);
      if (faults) for (const step of steps) faults.delete(step.name);
      return results[results.length - 1]!.rows;
    });
  }

  /**
   * The hot paths' own query timeout (a guest's save, the owner's page, a session's user), when the
   * pool has one at all (PostgreSQL; see DatabaseModule): a hung database fails them as "database
   * unavailable" (503) after HOT_QUERY_TIMEOUT_MS, and their connection is closed rather than reused.
   */
  private hotQueryTimeout(): { query_timeout?: number } {
    const poolTimeout = (this.pool() as Pool & { options?: { query_timeout?: number } }).options?.query_timeout;
    this.hotTimeout ??= poolTimeout ? { query_timeout: Math.min(poolTimeout, HOT_QUERY_TIMEOUT_MS) } : {};
    return this.hotTimeout;
  }

  private pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }
}

/**
 * How long a hot-path statement waits for PostgreSQL's answer. Its saves run one statement at a time
 * (ResponseSaveBatcher), so every save that queued behind a statement to a hung database waits as
 * long: 5 s answers them 503 well before a browser gives up, and is some 500 times what the slowest
 * of these statements takes under load.
 */
export const HOT_QUERY_TIMEOUT_MS = 5_000;

/** The statement that takes a transaction-level advisory lock on each key, in the order given (see preparedUnderLocks). */
const ADVISORY_XACT_LOCKS = 'advisory_xact_locks';
const ADVISORY_XACT_LOCKS_SQL = 'SELECT count(pg_advisory_xact_lock(hashtextextended(k, 0))) FROM unnest($1::text[]) AS k';

/** A prepared statement to run, with its values. */
export interface PreparedStep {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * `work` on a client of the pool, which goes back to it after an error PostgreSQL answered: the
 * session is usable, and pool.query would end the client (on PGlite its replacement is the same
 * session, holding every statement the ended one prepared while the new one knows none). After
 * any other error the client is ended.
 */
async function onPooledClient<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await work(client);
  } catch (error) {
    if (!postgresAnswered(error)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

/** The statements each pooled session has PREPAREd (see preparedUnderLocks). */
const preparedBySession = new WeakMap<PoolClient, Set<string>>();

/**
 * Per pool, the hot statements whose bookkeeping could not be made to match the session (see
 * SqlRepository.recovering): while one is listed, every call of it fails, so health says so.
 */
const sessionFaults = new WeakMap<Pool, Set<string>>();

/** Names of the hot statements that fail for a fault of the session itself, none when it is sound. */
export function faultyPreparedStatements(dataSource: DataSource): string[] {
  return [...(sessionFaults.get((dataSource.driver as PostgresDriver).master as Pool) ?? [])];
}

/** A value as an SQL literal of unknown type, which EXECUTE casts to its parameter's type: a string, a boolean, null, or an array of them. */
function sqlLiteral(value: unknown): string {
  let text: string;
  if (value === null) return 'NULL';
  if (Array.isArray(value)) text = `{${value.map(arrayElement).join(',')}}`;
  else if (typeof value === 'string' || typeof value === 'boolean') text = String(value);
  else throw new Error(`no SQL literal for a ${typeof value}`);
  // Without a quote or a backslash, escapeLiteral only wraps the text in quotes: its character-by-
  // character copy was a third of this path's time, for hashes, ids and booleans that never need it.
  return NEEDS_ESCAPING.test(text) ? escapeLiteral(text) : `'${text}'`;
}
const NEEDS_ESCAPING = /['\\]/;

/** An element of an array literal: double-quoted, its backslashes and double quotes escaped. */
function arrayElement(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value !== 'string' && typeof value !== 'boolean') throw new Error(`no array element for a ${typeof value}`);
  const text = String(value);
  return `"${ARRAY_ELEMENT_SPECIAL.test(text) ? text.replace(/[\\"]/g, '\\$&') : text}"`;
}
const ARRAY_ELEMENT_SPECIAL = /[\\"]/;
