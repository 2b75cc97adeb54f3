import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { scratchDatabase, type ScratchDatabase } from '../../database/testing/scratch-database';
import { FirstInviteCode } from './first-invite-code';
import { InviteCodesRepository } from './invite-codes.repository';

/**
 * The first invite code on a real database (its own; on DATABASE_URL several pools, as replicas
 * have): processes that start at the same moment and find no code with uses left store exactly one.
 */
describe('FirstInviteCode on a real database', () => {
  let db: ScratchDatabase;
  let pools: DataSource[];
  beforeAll(async () => {
    db = await scratchDatabase();
    pools = await Promise.all(Array.from({ length: 6 }, () => db.open(2)));
  });
  afterAll(() => db?.drop());
  beforeEach(() => pools[0]!.query(`DELETE FROM invite_codes`));

  const startOn = async (pool: DataSource, inviteCodes: string[] = []) => {
    const first = new FirstInviteCode(new InviteCodesRepository(pool), { inviteCodes } as unknown as AppConfig);
    await first.onApplicationBootstrap();
    return first.created;
  };
  const stored = () => pools[0]!.query(`SELECT code, uses_remaining FROM invite_codes ORDER BY uses_remaining`);

  it('six processes starting together on a database with no usable code store one single-use code between them', async () => {
    for (let round = 0; round < 5; round++) {
      await pools[0]!.query(`DELETE FROM invite_codes`);
      const created = (await Promise.all(pools.map((pool) => startOn(pool)))).filter((code) => code !== null);
      expect(created).toHaveLength(1);
      expect(await stored()).toEqual([{ code: created[0], uses_remaining: 1 }]);
    }
  });

  it('stores none while a code has uses left, and none when INVITE_CODES names codes', async () => {
    await pools[0]!.query(`INSERT INTO invite_codes (code, uses_remaining) VALUES ('spent', 0), ('left', 3)`);
    expect(await startOn(pools[1]!)).toBeNull();
    await pools[0]!.query(`DELETE FROM invite_codes WHERE code = 'left'`);
    expect(await startOn(pools[2]!, ['from-env'])).toBeNull();
    const code = await startOn(pools[3]!);
    expect(code).toMatch(/^invite-/);
    expect(await stored()).toEqual([{ code: 'spent', uses_remaining: 0 }, { code, uses_remaining: 1 }]);
  });
});
