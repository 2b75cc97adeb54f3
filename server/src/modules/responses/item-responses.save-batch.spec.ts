import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { scratchDatabase, type ScratchDatabase } from '../../database/testing/scratch-database';
import { ItemResponsesRepository } from './item-responses.repository';

/**
 * The batch statement on a real database: each saved row's progress must be what the same saves
 * made one by one would each have read (SAVE), shares mixed in one batch, ticks and unticks, items
 * completed before the batch, and the webhook events' progress counts beside them.
 */
describe('a batch of saves on a real database', () => {
  let db: ScratchDatabase;
  let ds: DataSource;
  let repo: ItemResponsesRepository;
  /** The same, as on a shared database: each statement first locks its shares. */
  let serializedRepo: ItemResponsesRepository;
  beforeAll(async () => {
    db = await scratchDatabase();
    ds = await db.open();
    repo = new ItemResponsesRepository(ds, {});
    serializedRepo = new ItemResponsesRepository(ds, { databaseUrl: db.url });
  });
  afterAll(() => db?.drop());

  const hash = (token: string) => createHash('sha256').update(token).digest('hex');
  const one = async <T>(sql: string, values: unknown[]): Promise<T> => ((await ds.query(sql, values)) as T[])[0]!;
  /** Where the webhook outbox stands: the messages written after it are the batch's. */
  const outboxMark = async () => (await one<{ seq: string }>(`SELECT COALESCE(max(seq), 0)::text AS seq FROM webhook_messages`, [])).seq;

  /** An owner with a checklist of `count` items (their display order the reverse of their creation) and two recipients' shares. */
  async function world(count: number) {
    const tag = randomBytes(4).toString('hex');
    const owner = await one<{ id: string }>(`INSERT INTO users (email, account_type) VALUES ($1, 'user') RETURNING id`, [`owner-${tag}@example.com`]);
    const checklist = await one<{ id: string }>(`INSERT INTO checklists (owner_id, title) VALUES ($1, 'Batch') RETURNING id`, [owner.id]);
    const items: string[] = [];
    for (let i = 0; i < count; i++) {
      const item = await one<{ id: string }>(`INSERT INTO checklist_items (checklist_id, text, display_order) VALUES ($1, $2, $3) RETURNING id`, [
        checklist.id,
        `Task ${i}`,
        count - i,
      ]);
      items.unshift(item.id); // the owner's order
    }
    const shares: { id: string; tokenHash: string }[] = [];
    for (const who of ['a', 'b']) {
      const recipient = await one<{ id: string }>(`INSERT INTO users (email, account_type) VALUES ($1, 'guest') RETURNING id`, [`${who}-${tag}@example.com`]);
      const tokenHash = hash(`${who}-${tag}`);
      const share = await one<{ id: string }>(
        `INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted) VALUES ($1, $2, $3, 'x') RETURNING id`,
        [checklist.id, recipient.id, tokenHash],
      );
      shares.push({ id: share.id, tokenHash });
    }
    await ds.query(`INSERT INTO webhook_endpoints (owner_id, url, events, secret_sealed) VALUES ($1, 'https://example.com/hook', $2, 'x')`, [
      owner.id,
      ['item.completed', 'item.uncompleted', 'recipient.completed'],
    ]);
    return { owner: owner.id, items, shares };
  }

  it('each row carries the completed list and webhook count its share had right after that save', async () => {
    const { owner, items, shares } = await world(5);
    const [a, b] = shares as [(typeof shares)[0], (typeof shares)[0]];
    // Before the batch: share a has items 0 and 3 completed, share b item 4.
    for (const [share, item] of [
      [a, 0],
      [a, 3],
      [b, 4],
    ] as const) {
      expect(await repo.save(share.tokenHash, items[item]!, 'complete', true)).not.toBeNull();
    }
    const batch = [
      { share: a, item: 1, value: true },
      { share: b, item: 0, value: true },
      { share: a, item: 0, value: false },
      { share: b, item: 4, value: false },
      { share: a, item: 4, value: true },
      { share: b, item: 2, value: false }, // a new row, unticked: changes nothing
      { share: a, item: 2, value: true },
      { share: b, item: 1, value: true },
    ];
    const mark = await outboxMark();
    const rows = await repo.saveMany(
      'complete',
      batch.map((s) => ({ tokenHash: s.share.tokenHash, itemId: items[s.item]!, value: s.value })),
    );

    // What the saves one after another would have read, in the owner's order.
    const state = new Map<string, Set<number>>([
      [a.id, new Set([0, 3])],
      [b.id, new Set([4])],
    ]);
    const expected = batch.map((s) => {
      const done = state.get(s.share.id)!;
      if (s.value) done.add(s.item);
      else done.delete(s.item);
      return [...done].sort((x, y) => x - y).map((i) => items[i]);
    });
    expect(rows.map((r) => r?.completed)).toEqual(expected);
    expect(rows.map((r) => r?.total)).toEqual(batch.map(() => 5));

    // The webhook events the statement wrote carry the same counts, one per tick that changed a row.
    const events: { type: string; share: string; item: string | null; completed: number }[] = await ds.query(
      `SELECT type, share_id AS share, data->'item'->>'id' AS item, (data->'progress'->>'completed')::int AS completed
         FROM webhook_messages m JOIN webhook_endpoints e ON e.id = m.endpoint_id
        WHERE e.owner_id = $1 AND m.seq > $2 ORDER BY m.seq`,
      [owner, mark],
    );
    const changed = batch.map((s, n) => ({ s, n })).filter(({ s }) => !(s.share === b && s.item === 2));
    expect(events).toEqual(
      changed.map(({ s, n }) => ({
        type: s.value ? 'item.completed' : 'item.uncompleted',
        share: s.share.id,
        item: items[s.item],
        completed: expected[n]!.length,
      })),
    );
  });

  it('a share that completes every item in the batch gets recipient.completed with the full count', async () => {
    const { owner, items, shares } = await world(3);
    const [a] = shares as [(typeof shares)[0]];
    const mark = await outboxMark();
    const rows = await repo.saveMany(
      'complete',
      items.map((itemId) => ({ tokenHash: a.tokenHash, itemId, value: true })),
    );
    expect(rows.map((r) => r?.completed.length)).toEqual([1, 2, 3]);
    const done: { completed: number }[] = await ds.query(
      `SELECT (data->'progress'->>'completed')::int AS completed FROM webhook_messages m JOIN webhook_endpoints e ON e.id = m.endpoint_id
        WHERE e.owner_id = $1 AND m.seq > $2 AND m.type = 'recipient.completed'`,
      [owner, mark],
    );
    expect(done).toEqual([{ completed: 3 }]);
  });

  it('notes in a batch leave each share its completed list as it was', async () => {
    const { items, shares } = await world(3);
    const [a, b] = shares as [(typeof shares)[0], (typeof shares)[0]];
    await repo.save(a.tokenHash, items[2]!, 'complete', true);
    const rows = await repo.saveMany('notes', [
      { tokenHash: a.tokenHash, itemId: items[0]!, value: 'first' },
      { tokenHash: b.tokenHash, itemId: items[1]!, value: 'second' },
      { tokenHash: a.tokenHash, itemId: items[2]!, value: 'third' },
    ]);
    expect(rows.map((r) => r?.completed)).toEqual([[items[2]], [], [items[2]]]);
    expect(rows.map((r) => r?.notes)).toEqual(['first', 'second', 'third']);
  });

  it('a tick on a shared database is dated at least a millisecond after the share\'s latest save, even one dated ahead of the clock', async () => {
    const { items, shares } = await world(3);
    const [a, b] = shares as [(typeof shares)[0], (typeof shares)[0]];
    await repo.save(a.tokenHash, items[0]!, 'complete', true);
    // Another process's save of the share, dated 30 ms ahead of this one's clock.
    const ahead = await one<{ at: Date }>(
      `WITH moved AS (UPDATE item_responses SET updated_at = clock_timestamp() + interval '30 milliseconds' WHERE share_id = $1 AND item_id = $2 RETURNING updated_at)
       SELECT updated_at AS at FROM moved`,
      [a.id, items[0]],
    );
    const single = await serializedRepo.save(a.tokenHash, items[1]!, 'complete', true);
    expect(single!.updated_at.getTime()).toBeGreaterThanOrEqual(ahead.at.getTime() + 1);
    await ds.query(`UPDATE item_responses SET updated_at = clock_timestamp() + interval '30 milliseconds' WHERE share_id = $1 AND item_id = $2`, [a.id, items[1]]);
    const [batched] = await serializedRepo.saveMany('complete', [{ tokenHash: a.tokenHash, itemId: items[2]!, value: true }, { tokenHash: b.tokenHash, itemId: items[2]!, value: true }]);
    expect(batched!.updated_at.getTime()).toBeGreaterThan(single!.updated_at.getTime() + 1);
  });

  it('ticks on a shared database (locked, their values written as literals) answer as the others do; notes as ever', async () => {
    const { items, shares } = await world(3);
    const [a, b] = shares as [(typeof shares)[0], (typeof shares)[0]];
    const single = await serializedRepo.save(a.tokenHash, items[2]!, 'complete', true);
    expect(single?.completed).toEqual([items[2]]);
    const batch = await serializedRepo.saveMany('complete', [
      { tokenHash: b.tokenHash, itemId: items[0]!, value: true },
      { tokenHash: a.tokenHash, itemId: items[0]!, value: true },
      { tokenHash: a.tokenHash, itemId: items[2]!, value: false },
    ]);
    expect(batch.map((r) => r?.completed)).toEqual([[items[0]], [items[0], items[2]], [items[0]]]);
    const note = "O'Brien \\ {x}";
    expect((await serializedRepo.saveMany('notes', [{ tokenHash: a.tokenHash, itemId: items[1]!, value: note }, { tokenHash: b.tokenHash, itemId: items[1]!, value: '' }])).map((r) => r?.notes)).toEqual([note, '']);
  });

  // Two processes saving one share at once: only a real PostgreSQL has more than one session.
  const onRealPostgres = Boolean(process.env.DATABASE_URL);
  if (!onRealPostgres) console.log('skipped: "a serialized save waits for another process\'s save of the share" needs DATABASE_URL (PGlite is one session)');
  (onRealPostgres ? it : it.skip)('a serialized save waits for another process\'s save of the share, and its progress shows it', async () => {
    const { items, shares } = await world(3);
    const [a] = shares as [(typeof shares)[0]];
    /** Until a session of this database waits for an advisory lock (at most 10 s). */
    const untilALockIsAwaited = async () => {
      const waiting = `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
                          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
      for (const deadline = Date.now() + 10_000; (await one<{ n: number }>(waiting, [])).n === 0; ) {
        if (Date.now() > deadline) throw new Error('the serialized save did not wait for the share\'s lock');
      }
    };
    // Item 1 saved earlier. (An unserialized save of the share beside the other process's now waits
    // on the share's row, whose maintained figures both update, but it would still read the share's
    // progress from before the other's commit: the share's lock is what keeps the progress right.)
    expect((await repo.save(a.tokenHash, items[1]!, 'complete', true))!.completed).toEqual([items[1]]);
    const other = (await db.open(1)).createQueryRunner();
    await other.connect();
    try {
      // The other process holds the share's lock and has saved item 0, not yet committed.
      await other.query('BEGIN');
      await other.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`share_save:${a.tokenHash}`]);
      await other.query(`INSERT INTO item_responses (share_id, item_id, complete, updated_at) VALUES ($1, $2, true, clock_timestamp())`, [a.id, items[0]]);

      // Serialized, the save of item 2 (alone, then in a batch) waits until the other commits.
      const single = serializedRepo.save(a.tokenHash, items[2]!, 'complete', true);
      await untilALockIsAwaited();
      await other.query('COMMIT');
      expect((await single)!.completed).toEqual(items);

      await other.query('BEGIN');
      await other.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`share_save:${a.tokenHash}`]);
      await other.query(`UPDATE item_responses SET complete = false, updated_at = clock_timestamp() WHERE share_id = $1 AND item_id = $2`, [a.id, items[0]]);
      const batch = serializedRepo.saveMany('complete', [{ tokenHash: shares[1]!.tokenHash, itemId: items[0]!, value: true }, { tokenHash: a.tokenHash, itemId: items[1]!, value: false }]);
      await untilALockIsAwaited();
      await other.query('COMMIT');
      expect((await batch).map((r) => r?.completed)).toEqual([[items[0]], [items[2]]]);
    } finally {
      await other.release();
    }
  });
});
