import type { DataSource } from 'typeorm';
import { SqlRepository } from './sql-repository';
import { scratchDatabase, type ScratchDatabase } from './testing/scratch-database';

/** SqlRepository's statements, reached as a repository reaches them. */
class Probe extends SqlRepository {
  underLocks<Row>(name: string, text: string, values: unknown[], keys: string[]): Promise<Row[]> {
    return this.preparedUnderLocks<Row>(name, text, values, keys);
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
});
