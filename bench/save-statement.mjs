// What one guest save costs the database inside respond's statements, by batch size and by how
// many shares the table holds: the product's own SAVE and SAVE_BATCH (server/dist), run as the
// product runs them (named prepared statements through pglite-socket and `pg`), beside the bare
// single-row upsert through the same connection. The embedded database only: on PostgreSQL the
// statement's cost is not what limits the saves (bench/RESULTS.md).
import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { BARE_UPSERT, ROOT, bareDatabase, fmt, overPgliteSocket } from './lib.mjs';

const require = createRequire(import.meta.url);
const ITEMS = 20;
const BATCHES = [10, 25, 100];
/** Saves timed per figure. */
const SAVES = Number(process.env.BENCH_SAVES ?? 3000);

/** A bare PGlite (the product's schema) with one checklist of 20 items shared `shares` times, served as the product serves it. */
async function database(shares) {
  const bare = await bareDatabase(null);
  const owner = randomUUID();
  const checklist = randomUUID();
  await bare.query(`INSERT INTO users (id, email, account_type) VALUES ($1, 'owner@example.com', 'owner')`, [owner]);
  await bare.query(`INSERT INTO checklists (id, owner_id, title) VALUES ($1, $2, 'Bench')`, [checklist, owner]);
  const items = [];
  for (let i = 0; i < ITEMS; i++) {
    items.push(randomUUID());
    await bare.query(`INSERT INTO checklist_items (id, checklist_id, text, display_order) VALUES ($1, $2, $3, $4)`, [items[i], checklist, `Item ${i + 1}`, i + 1]);
  }
  const hashes = [];
  for (let s = 0; s < shares; s++) {
    const guest = randomUUID();
    hashes.push(createHash('sha256').update(`guest ${s}`).digest('hex'));
    await bare.query(`INSERT INTO users (id, email, account_type) VALUES ($1, $2, 'guest')`, [guest, `guest${s}@example.com`]);
    await bare.query(`INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted) VALUES ($1, $2, $3, 'x')`, [checklist, guest, hashes[s]]);
  }
  const socket = await overPgliteSocket(bare.db);
  let next = 0;
  /** n saves of distinct rows, ticks and unticks, spread over the shares and items (no run: no schedule). */
  const saves = (n) => {
    const batch = [[], [], [], []];
    const rows = new Set();
    while (batch[0].length < n) {
      const k = next++;
      const share = k % shares;
      const item = Math.floor(k / shares) % ITEMS;
      if (rows.has(`${share}:${item}`)) continue;
      rows.add(`${share}:${item}`);
      batch[0].push(hashes[share]);
      batch[1].push(items[item]);
      batch[2].push(k % 3 !== 0);
      batch[3].push(null);
    }
    return batch;
  };
  return {
    query: socket.query,
    saves,
    close: async () => {
      await socket.close();
      await bare.close();
    },
  };
}

/** µs per save of `run(n)` over about SAVES saves, after a warm-up (the plan cached, as in the product). */
async function perSave(n, run) {
  for (let i = 0; i < 10; i++) await run(n);
  const rounds = Math.max(10, Math.ceil(SAVES / n));
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) await run(n);
  return ((performance.now() - t0) * 1000) / (rounds * n);
}

export async function benchSaveStatement() {
  if (process.env.DATABASE_URL) {
    console.log('skipped: save-statement measures the embedded database (unset DATABASE_URL)');
    return;
  }
  const { SAVE, SAVE_BATCH } = require(`${ROOT}server/dist/modules/responses/item-responses.save.sql.js`);
  for (const shares of [10, 200]) {
    const db = await database(shares);
    try {
      // Fill the table as a day of use would, then ANALYZE as the embedded autovacuum does.
      for (let i = 0; i < Math.ceil((shares * ITEMS) / 50) * 2; i++) await db.query({ name: 'fill', text: SAVE_BATCH.complete, values: db.saves(50) });
      if (!process.env.BENCH_NO_ANALYZE) await db.query('ANALYZE');
      let key = 0;
      const bare = await perSave(1, () => db.query({ name: 'bare', text: BARE_UPSERT, values: [key++ % 1000, key % 2 === 0] }));
      const label = (what) => `${what} (${shares} shares)`.padEnd(44);
      const single = await perSave(1, () => db.query({ name: 'single', text: SAVE.complete, values: db.saves(1).map((column) => column[0]) }));
      console.log(`${label('save statement, one save')} ${fmt(single, 0).padStart(8)} µs/save | bare upsert via pglite-socket ${fmt(bare, 0).padStart(6)} µs | ratio ${fmt(single / bare, 2)} x baseline`);
      for (const n of BATCHES) {
        const batched = await perSave(n, () => db.query({ name: 'batch', text: SAVE_BATCH.complete, values: db.saves(n) }));
        console.log(`${label(`save statement, batches of ${n}`)} ${fmt(batched, 0).padStart(8)} µs/save | bare upsert via pglite-socket ${fmt(bare, 0).padStart(6)} µs | ratio ${fmt(batched / bare, 2)} x baseline`);
      }
    } finally {
      await db.close();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSaveStatement();
