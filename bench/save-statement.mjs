// What one guest save costs the database inside respond's statements, by batch size and by how
// many shares the table holds: the product's own SAVE and SAVE_BATCH (server/dist), run as the
// product runs them (named prepared statements through pglite-socket and `pg`), beside the bare
// single-row upsert through the same connection. The embedded database only: on PostgreSQL the
// statement's cost is not what limits the saves (bench/RESULTS.md).
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { BARE_UPSERT, ROOT, fmt } from './lib.mjs';

const require = createRequire(import.meta.url);
const ITEMS = 20;
const BATCHES = [10, 25, 100];
/** Saves timed per figure. */
const SAVES = Number(process.env.BENCH_SAVES ?? 3000);

/** A PGlite with the product's schema, one checklist of 20 items shared `shares` times, served as the product serves it. */
async function database(shares) {
  const { openPglite } = require(`${ROOT}server/dist/database/pglite-template.js`);
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const dir = mkdtempSync(join(tmpdir(), 'bench-save-'));
  const db = await openPglite(join(dir, 'pglite'));
  const owner = randomUUID();
  const checklist = randomUUID();
  await db.query(`INSERT INTO users (id, email, account_type) VALUES ($1, 'owner@example.com', 'owner')`, [owner]);
  await db.query(`INSERT INTO checklists (id, owner_id, title) VALUES ($1, $2, 'Bench')`, [checklist, owner]);
  const items = [];
  for (let i = 0; i < ITEMS; i++) {
    items.push(randomUUID());
    await db.query(`INSERT INTO checklist_items (id, checklist_id, text, display_order) VALUES ($1, $2, $3, $4)`, [items[i], checklist, `Item ${i + 1}`, i + 1]);
  }
  const hashes = [];
  for (let s = 0; s < shares; s++) {
    const guest = randomUUID();
    hashes.push(createHash('sha256').update(`guest ${s}`).digest('hex'));
    await db.query(`INSERT INTO users (id, email, account_type) VALUES ($1, $2, 'guest')`, [guest, `guest${s}@example.com`]);
    await db.query(`INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted) VALUES ($1, $2, $3, 'x')`, [checklist, guest, hashes[s]]);
  }
  await db.exec(`CREATE TABLE IF NOT EXISTS bench_upsert (k int PRIMARY KEY, complete boolean NOT NULL, updated_at timestamptz NOT NULL)`);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@${server.getServerConn()}/postgres` });
  await client.connect();
  let next = 0;
  /** n saves of distinct rows, ticks and unticks, spread over the shares and items. */
  const saves = (n) => {
    const batch = [[], [], []];
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
    }
    return batch;
  };
  return {
    client,
    saves,
    close: async () => {
      await client.end();
      await server.stop();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
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
      for (let i = 0; i < Math.ceil((shares * ITEMS) / 50) * 2; i++) await db.client.query({ name: 'fill', text: SAVE_BATCH.complete, values: db.saves(50) });
      await db.client.query('ANALYZE');
      let key = 0;
      const bare = await perSave(1, () => db.client.query({ name: 'bare', text: BARE_UPSERT, values: [key++ % 1000, key % 2 === 0] }));
      const label = (what) => `${what} (${shares} shares)`.padEnd(44);
      const single = await perSave(1, () => db.client.query({ name: 'single', text: SAVE.complete, values: db.saves(1).map((column) => column[0]) }));
      console.log(`${label('save statement, one save')} ${fmt(single, 0).padStart(8)} µs/save | bare upsert via pglite-socket ${fmt(bare, 0).padStart(6)} µs | ratio ${fmt(single / bare, 2)} x baseline`);
      for (const n of BATCHES) {
        const batched = await perSave(n, () => db.client.query({ name: 'batch', text: SAVE_BATCH.complete, values: db.saves(n) }));
        console.log(`${label(`save statement, batches of ${n}`)} ${fmt(batched, 0).padStart(8)} µs/save | bare upsert via pglite-socket ${fmt(bare, 0).padStart(6)} µs | ratio ${fmt(batched / bare, 2)} x baseline`);
      }
    } finally {
      await db.close();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSaveStatement();
