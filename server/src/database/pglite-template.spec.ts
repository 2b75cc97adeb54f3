import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { MIGRATIONS } from './migrations';
import { openPglite, templatePath } from './pglite-template';

describe('PGlite template', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'ticklist-template-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is built with the server (npm run build)', () => {
    expect(existsSync(templatePath())).toBe(true);
  });

  it('holds every migration: a first start has no DDL left to run', async () => {
    const db = await openPglite(join(root, 'migrated'));
    try {
      const { rows } = await db.query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
      expect(rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    } finally {
      await db.close();
    }
  });

  it('a missing folder becomes a working cluster that keeps its data across restarts', async () => {
    const dir = join(root, 'pglite');
    const first = await openPglite(dir);
    await first.exec(`CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')`);
    await first.close();
    expect(existsSync(`${dir}.new`)).toBe(false);

    const again = await openPglite(dir);
    try {
      expect((await again.query<{ note: string }>('SELECT note FROM kept')).rows).toEqual([{ note: 'still here' }]);
    } finally {
      await again.close();
    }
  });

  it('an empty folder is filled; a folder with files in it is never replaced', async () => {
    const empty = join(root, 'empty');
    mkdirSync(empty);
    const db = await openPglite(empty);
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await db.close();

    const foreign = join(root, 'foreign');
    mkdirSync(foreign);
    writeFileSync(join(foreign, 'keep-me'), 'not a cluster');
    await openPglite(foreign).then((d) => d.close(), () => undefined);
    expect(existsSync(join(foreign, 'keep-me'))).toBe(true);
  });

  it('starts with a small buffer cache unless told otherwise', async () => {
    const dir = join(root, 'sized');
    const small = await openPglite(dir);
    expect((await small.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]!.shared_buffers).toBe('16MB');
    await small.close();
    const large = await openPglite(dir, { sharedBuffers: '128MB' });
    expect((await large.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]!.shared_buffers).toBe('128MB');
    await large.close();
  });

  it('a commit is on disk before it returns: PostgreSQL syncs its WAL, which PGlite as it comes never does', async () => {
    const synced: string[] = [];
    const db = await openPglite(join(root, 'durable'), { onSync: (path) => synced.push(path) });
    try {
      expect((await db.query<{ fsync: string }>('SHOW fsync')).rows[0]!.fsync).toBe('on');
      await db.exec('CREATE TABLE saves (n int)');
      synced.length = 0;
      await db.query('INSERT INTO saves VALUES (1)');
      expect(synced.filter((path) => path.includes(`${sep}pg_wal${sep}`))).toHaveLength(1);
      synced.length = 0;
      await db.query('SELECT count(*) FROM saves');
      expect(synced).toEqual([]); // a read waits for no disk
    } finally {
      await db.close();
    }
  });

  it('opens PGlite as it comes, fsync off, for the benchmarks\' bare baselines', async () => {
    const synced: string[] = [];
    const db = await openPglite(join(root, 'bare'), { durable: false, onSync: (path) => synced.push(path) });
    try {
      expect((await db.query<{ fsync: string }>('SHOW fsync')).rows[0]!.fsync).toBe('off');
      await db.exec('CREATE TABLE saves (n int); INSERT INTO saves VALUES (1)');
      expect(synced).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
