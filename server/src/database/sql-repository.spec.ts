import { DatabaseError, type Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { DatabaseHealth } from './database-health';
import { faultyPreparedStatements, SqlRepository } from './sql-repository';
import { scratchDatabase, type ScratchDatabase } from './testing/scratch-database';

/** SqlRepository's statements, reached as a repository reaches them. */
class Probe extends SqlRepository {
  underLocks<Row>(name: string, text: string, values: unknown[], keys: string[]): Promise<Row[]> {
    return this.preparedUnderLocks<Row>(name, text, values, keys);
  }
  named<Row>(name: string, text: string, values: unknown[]): Promise<Row[]> {
    return this.prepared<Row>(name, text, values);
  }
}

const poolOf = (ds: DataSource) => (ds.driver as PostgresDriver).master as Pool;

/** Waits until the pool connects again: pglite-socket takes one connection, and refuses a new one until it saw the last one close. */
async function connectable(pool: Pool): Promise<void> {
  for (let tries = 0; ; tries++) {
    const ok = await pool.query('SELECT 1').then(
      () => true,
      (error: Error) => (tries < 100 ? false : Promise.reject(error)),
    );
    if (ok) return;
  }
}

describe('SqlRepository.preparedUnderLocks on a real database', () => {
  let db: ScratchDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await scratchDatabase();
    ds = await db.open();
  });
  afterAll(() => db?.drop());

  it('writes its values as literals that come back exactly: quotes, backslashes, braces, commas, NULL, empty, any script', async () => {
    const texts = ["it's", 'back\\slash \\"', '"quoted"', '{braces},commas', 'NULL', '', 'émoji ✓ 🎉', '$$dollar$$', 'line\nbreak', "E'x'"];
    const plain = ['0f3a9c', 'a1b2c3d4-0000-4000-8000-000000000001', 'plain text'];
    // Some need escaping, some are written as they are (no quote, no backslash): both come back exactly.
    const cases: [string, string[]][] = [[texts[0]!, texts], [texts[1]!, plain], [plain[2]!, plain], [plain[0]!, texts]];
    const probe = new Probe(ds);
    for (const [one, many] of cases) {
      // After the first, each call EXECUTEs the statement the first one PREPAREd on that connection.
      const [row] = await probe.underLocks<{ one: string; many: string[]; flags: boolean[] }>(
        'probe-literals',
        'SELECT $1::text AS one, $2::text[] AS many, $3::boolean[] AS flags',
        [one, many, [true, false]],
        ['probe:a'],
      );
      expect(row).toEqual({ one, many, flags: [true, false] });
    }
  });

  it('answers an error PostgreSQL raises, and the connection still serves the next call', async () => {
    const probe = new Probe(ds);
    await expect(probe.underLocks('probe-error', 'SELECT 1 / $1::int AS x', ['0'], ['probe:b'])).rejects.toThrow(/division by zero/);
    await expect(probe.underLocks('probe-error', 'SELECT 1 / $1::int AS x', ['2'], ['probe:b'])).resolves.toEqual([{ x: 0 }]);
  });

  it('after an error PostgreSQL answers on a prepared statement (a NUL in a value), every statement keeps running', async () => {
    const probe = new Probe(ds);
    const text = 'SELECT $1::text AS t';
    await expect(probe.named('probe-kept', text, ['a'])).resolves.toEqual([{ t: 'a' }]);
    await expect(probe.named('probe-nul', text, ['a\u0000'])).rejects.toThrow(/invalid byte sequence/);
    await expect(probe.named('probe-kept', text, ['b'])).resolves.toEqual([{ t: 'b' }]);
    await expect(probe.named('probe-nul', text, ['c'])).resolves.toEqual([{ t: 'c' }]);
    await expect(probe.underLocks('probe-kept-locked', text, ['d'], ['probe:c'])).resolves.toEqual([{ t: 'd' }]);
    expect(faultyPreparedStatements(ds)).toEqual([]);
    await expect(new DatabaseHealth(ds).isUp()).resolves.toBe(true);
  });

  it('a client that replaced an ended one runs what the session already holds (PGlite: one session behind every client)', async () => {
    const probe = new Probe(ds);
    const text = 'SELECT $1::text AS t';
    await probe.named('probe-replaced', text, ['a']);
    await probe.underLocks('probe-replaced-locked', text, ['a'], ['probe:d']);
    // The pool ends a client (as after a lost connection); on PGlite the next one is the same session.
    const pool = poolOf(ds);
    const ended = await pool.connect();
    ended.release(new Error('ended by the test'));
    await connectable(pool);
    await expect(probe.named('probe-replaced', text, ['b'])).resolves.toEqual([{ t: 'b' }]);
    await expect(probe.underLocks('probe-replaced-locked', text, ['c'], ['probe:d'])).resolves.toEqual([{ t: 'c' }]);
    expect(faultyPreparedStatements(ds)).toEqual([]);
    await expect(new DatabaseHealth(ds).isUp()).resolves.toBe(true);
  });

  it('a session that lost a statement its client had prepared prepares it again', async () => {
    const probe = new Probe(ds);
    const text = 'SELECT $1::text AS t';
    await probe.named('probe-lost', text, ['a']);
    await probe.underLocks('probe-lost-locked', text, ['a'], ['probe:e']);
    // The pool hands back the client it was given last: the session that prepared both.
    const client = await poolOf(ds).connect();
    await client.query('DEALLOCATE "probe-lost"; DEALLOCATE probe_lost_locked');
    client.release();
    await expect(probe.named('probe-lost', text, ['b'])).resolves.toEqual([{ t: 'b' }]);
    await expect(probe.underLocks('probe-lost-locked', text, ['c'], ['probe:e'])).resolves.toEqual([{ t: 'c' }]);
    expect(faultyPreparedStatements(ds)).toEqual([]);
  });
  it('a fault of any step of a statement under locks is cleared once that statement runs again', async () => {
    const probe = new Probe(ds);
    const text = 'SELECT $1::text AS t';
    await probe.underLocks('probe-fault-locked', text, ['a'], ['probe:f']);
    // The session loses every statement, and then refuses the locks' statement as already prepared
    // however often it is dropped: the one attempt to agree fails.
    const pool = poolOf(ds);
    const client = await pool.connect();
    await client.query('DEALLOCATE ALL');
    const query = client.query.bind(client) as (config: unknown) => Promise<unknown>;
    const duplicate = Object.assign(new DatabaseError('prepared statement "advisory_xact_locks" already exists', 0, 'error'), { code: '42P05' });
    const refusing = (config: unknown) => {
      const sql = (config as { text?: string }).text ?? '';
      if (sql === 'DEALLOCATE advisory_xact_locks') return Promise.resolve({});
      return sql.startsWith('PREPARE advisory_xact_locks ') ? Promise.reject(duplicate) : query(config);
    };
    Object.assign(client, { query: refusing });
    client.release();
    await expect(probe.underLocks('probe-fault-locked', text, ['b'], ['probe:f'])).rejects.toThrow(/already exists/);
    expect(faultyPreparedStatements(ds)).toContain('advisory_xact_locks');
    Object.assign(client, { query });
    await expect(probe.underLocks('probe-fault-locked', text, ['c'], ['probe:f'])).resolves.toEqual([{ t: 'c' }]);
    expect(faultyPreparedStatements(ds)).toEqual([]);
  });
});
