import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { isDatabaseUnavailable } from '../common/http-status';
import { scratchDatabase, type ScratchDatabase } from './testing/scratch-database';

const onRealPostgres = !!process.env.DATABASE_URL;

/** Polls until `check` holds (at most 10 s). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A session PostgreSQL ends under a connection the app holds (a restart, an administrator) must never
 * end the process: pg emits 'error' on the Client, and an unheard 'error' event throws.
 */
(onRealPostgres ? describe : describe.skip)('a database connection whose session ends', () => {
  let db: ScratchDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await scratchDatabase();
    ds = await db.open();
  });
  afterAll(() => db?.drop());

  const terminate = (pid: number) => ds.query('SELECT pg_terminate_backend($1)', [pid]);

  it('checked out of the pool and idle: its next statement fails as "database unavailable", the process goes on, the pool serves again', async () => {
    const client = await ((ds.driver as PostgresDriver).master as Pool).connect();
    const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [{ pid: number }];
    await terminate(pid);
    let failure: unknown;
    await until(() => client.query('SELECT 1').then(() => false, (error: unknown) => ((failure = error), true)));
    expect(isDatabaseUnavailable(failure)).toBe(true);
    client.release(failure as Error);
    expect(await ds.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('in a transaction: its next statement fails as "database unavailable" (503), not as an unknown error', async () => {
    const failed = ds.transaction(async (manager) => {
      const [{ pid }] = (await manager.query('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
      await terminate(pid);
      await until(() => (manager.queryRunner as PostgresQueryRunner).isReleased);
      await manager.query('SELECT 1');
    });
    const error = await failed.then(() => null, (e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await ds.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
