import type { DataSource } from 'typeorm';
import { scratchDatabase, type ScratchDatabase } from '../../../database/testing/scratch-database';
import { SessionsRepository } from './sessions.repository';

/** The session purge's statement on a real database: ended and expired rows go, live ones stay. */
describe('SessionsRepository.purgeFinished on a real database', () => {
  let db: ScratchDatabase;
  let pool: DataSource;
  beforeAll(async () => {
    db = await scratchDatabase();
    pool = await db.open(2);
  });
  afterAll(() => db?.drop());

  it('deletes the ended and the expired sessions and says how many', async () => {
    const owner = async (email: string) => (await pool.query(`INSERT INTO users (email, account_type) VALUES ($1, 'owner') RETURNING id`, [email]))[0].id as string;
    const userId = await owner('purge@example.com');
    const other = await owner('purge-legacy@example.com');
    const insert = async (legacy: boolean, expires: string, ended: boolean, user = userId) =>
      (
        await pool.query(
          `INSERT INTO sessions (user_id, legacy, expires_at, ended_at) VALUES ($1, $2, now() + $3::interval, CASE WHEN $4 THEN now() END) RETURNING id`,
          [user, legacy, expires, ended],
        )
      )[0].id as string;
    const live = await insert(false, '1 day', false);
    const legacy = await insert(true, '1 day', false);
    await insert(false, '1 day', true);
    await insert(false, '-1 minute', false);
    await insert(true, '-1 minute', false, other); // one legacy row per account

    const repository = new SessionsRepository(pool);
    expect(await repository.purgeFinished()).toBe(3);
    const left: Array<{ id: string }> = await pool.query(`SELECT id FROM sessions ORDER BY legacy`);
    expect(left.map((r) => r.id)).toEqual([live, legacy]);
    expect(await repository.purgeFinished()).toBe(0);
  });
});
