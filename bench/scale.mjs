// Issue 43's flatness goal for the light owner routes: each route's p95 at every size beside the same
// route's p95 at the smallest size of the same run (goal: ≤ 2×). Two growing audiences, seeded in bulk
// SQL through the product's own schema (its triggers keep each share's figures), with access tokens
// made the product's way (256 random bits, SHA-256 for lookup, sealed with the server's key):
//   - one checklist shared with 100 / 1,000 / 5,000 / 20,000 recipients (BENCH_SCALE_RECIPIENTS);
//   - one owner with 100 / 1,000 / 10,000 / 100,000 checklists (BENCH_SCALE_CHECKLISTS): the list, its
//     status filters and the deletion preview at each size, then the account's deletion beside that of
//     an owner of the smallest size.
// PostgreSQL only (DATABASE_URL): the seeding goes straight to it.
import { createRequire } from 'node:module';
import pg from 'pg';
import { fmt, load, ROOT, startProduct } from './lib.mjs';
import { ownerWithSharedChecklist } from '../test/faults/support/flows.mjs';

const require = createRequire(import.meta.url);
const sizes = (name, fallback) => (process.env[name] ?? fallback).split(',').map(Number);
const RECIPIENTS = sizes('BENCH_SCALE_RECIPIENTS', '100,1000,5000,20000');
const CHECKLISTS = sizes('BENCH_SCALE_CHECKLISTS', '100,1000,10000,100000');
const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 4;
const ITEMS = 10;

/** `n` fresh access tokens, each { hash, encrypted }, as ShareTokenBox makes them. */
export function accessTokens(n, secret) {
  const { SecretBox, randomToken, sha256Hex } = require(`${ROOT}server/dist/common/crypto.js`);
  const box = new SecretBox(secret, 'share-access-token');
  const hashes = [];
  const sealed = [];
  for (let i = 0; i < n; i++) {
    const token = randomToken();
    hashes.push(sha256Hex(token));
    sealed.push(box.seal(token));
  }
  return { hashes, sealed };
}

/**
 * Adds `n` recipients to checklist $1: guests, their shares (tokens from Node), and progress spread
 * over them: a third done, a third part-way, a third untouched; every tenth with its own due moment
 * in the past. One statement per table.
 */
async function addRecipients(pool, checklistId, n, secret, label) {
  const { hashes, sealed } = accessTokens(n, secret);
  await pool.query(
    `WITH guests AS (
       INSERT INTO users (email, account_type)
       SELECT 'scale-' || $4 || '-' || g || '@example.com', 'guest' FROM generate_series(1, $2::int) g
       RETURNING id, email),
     numbered AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM guests)
     INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted, shared_at, due_at)
     SELECT $1, numbered.id, ($3::text[])[numbered.n], ($5::text[])[numbered.n], now() - (numbered.n || ' seconds')::interval,
            CASE WHEN numbered.n % 10 = 0 THEN now() - interval '1 day' END
       FROM numbered`,
    [checklistId, n, hashes, label, sealed],
  );
  await pool.query(
    `INSERT INTO item_responses (share_id, item_id, complete, completed_at)
     SELECT s.id, i.id, true, now()
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM shares WHERE checklist_id = $1) s
       JOIN checklist_items i ON i.checklist_id = $1
      WHERE s.n % 3 = 0 OR (s.n % 3 = 1 AND i.display_order <= 3)
     ON CONFLICT (share_id, item_id) DO NOTHING`,
    [checklistId],
  );
}

/**
 * Copies checklist $1 (its items and one share each, a new token per share) until its owner has `total`
 * checklists: a third done by their recipient, a quarter due a day ago. Two statements.
 */
export async function addChecklists(pool, checklistId, total, have, secret) {
  const n = total - have;
  if (n <= 0) return;
  const { hashes, sealed } = accessTokens(n, secret);
  const { rows: made } = await pool.query(
    `WITH src AS (SELECT * FROM checklists WHERE id = $1),
     made AS (
       INSERT INTO checklists (owner_id, title, created_at, due_at)
       SELECT src.owner_id, src.title || ' #' || (g + $5), now() - ((g + $5) || ' seconds')::interval,
              CASE WHEN g % 4 = 0 THEN now() - interval '1 day' END
         FROM src, generate_series(1, $2::int) g
       RETURNING id, created_at),
     numbered AS (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM made),
     items AS (
       INSERT INTO checklist_items (checklist_id, text, display_order)
       SELECT numbered.id, i.text, i.display_order FROM numbered, checklist_items i WHERE i.checklist_id = $1)
     INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted)
     SELECT numbered.id, (SELECT recipient_id FROM shares WHERE checklist_id = $1 LIMIT 1), ($3::text[])[numbered.n], ($4::text[])[numbered.n]
       FROM numbered
     RETURNING id`,
    [checklistId, n, hashes, sealed, have],
  );
  // Every third done by its recipient (completed); the rest not started (in progress).
  await pool.query(
    `INSERT INTO item_responses (share_id, item_id, complete, completed_at)
     SELECT s.id, i.id, true, now() FROM shares s JOIN checklist_items i ON i.checklist_id = s.checklist_id
      WHERE s.id = ANY($1::uuid[])`,
    [made.filter((_, i) => i % 3 === 2).map((r) => r.id)],
  );
}

/** How long (ms) DELETE /api/user/account takes for the owner of `token`. */
async function timedDelete(url, token) {
  const started = performance.now();
  const res = await fetch(`${url}/api/user/account`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`DELETE /api/user/account: ${res.status} ${await res.text()}`);
  return performance.now() - started;
}

/** p95 (ms) of GET `path` for DURATION seconds, after a short warm-up. */
async function p95(url, token, path) {
  const requests = [{ method: 'GET', path, headers: { authorization: `Bearer ${token}` } }];
  await load(url, { connections: CONNECTIONS, duration: 1, requests });
  const run = await load(url, { connections: CONNECTIONS, duration: DURATION, requests });
  if (run.non2xx) throw new Error(`${path}: ${run.non2xx} answers not 2xx`);
  return run.exact.p95;
}

/** Measures every route at each size; prints each p95 beside the smallest size's. */
async function measure(title, sizesList, grow, routes, product, token) {
  console.log(`\n${title}`);
  const first = {};
  for (const size of sizesList) {
    await grow(size);
    for (const [name, path] of routes) {
      const value = await p95(product.url, token, path);
      first[name] ??= { size, value };
      const base = first[name];
      const ratio = value / base.value;
      console.log(
        `${`${name} @ ${fmt(size)}`.padEnd(52)} p95 ${fmt(value, 1).padStart(7)} ms | @ ${fmt(base.size).padEnd(7)} ${fmt(base.value, 1).padStart(7)} ms | ratio ${fmt(ratio, 2)}x${ratio > 2 ? '  (over the 2x goal)' : ''}`,
      );
    }
  }
}

export async function benchScale() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('scale: needs DATABASE_URL (bulk seeding goes straight to PostgreSQL)');
    return;
  }
  const secret = 'bench-secret-bench-secret-bench-secret-123';
  const product = await startProduct({ DATABASE_URL: url, JWT_SECRET: secret });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const audience = await ownerWithSharedChecklist(product.url, product.dataDir, 'bench', { items: ITEMS, guests: ['scale-first@example.com'] });
    const id = audience.checklist.id;
    const { rows: [share] } = await pool.query('SELECT id FROM shares WHERE checklist_id = $1', [id]);
    let recipients = 1;
    await measure(
      'one checklist, growing audience (recipients)',
      RECIPIENTS,
      async (size) => {
        await addRecipients(pool, id, size - recipients, secret, `r${size}`);
        recipients = size;
        await pool.query('VACUUM ANALYZE');
      },
      [
        ['GET /api/checklist/{id}', `/api/checklist/${id}`],
        ['GET …/shares (first page)', `/api/checklist/${id}/shares`],
        ['GET …/shares?sort=progress&order=desc', `/api/checklist/${id}/shares?sort=progress&order=desc`],
        ['GET …/shares?sort=lastActivity', `/api/checklist/${id}/shares?sort=lastActivity`],
        ['GET …/shares?sort=state&state=in_progress', `/api/checklist/${id}/shares?sort=state&state=in_progress`],
        ['GET …/shares?sort=email', `/api/checklist/${id}/shares?sort=email`],
        ['GET …/shares/{shareId}/activity (one recipient)', `/api/checklist/${id}/shares/${share.id}/activity`],
        ['GET /api/checklist?shares=none', '/api/checklist?shares=none'],
      ],
      product,
      audience.token,
    );

    const many = await ownerWithSharedChecklist(product.url, product.dataDir, 'bench', { items: 5, guests: ['scale-many@example.com'] });
    let checklists = 1;
    await measure(
      'one owner, growing number of checklists',
      CHECKLISTS,
      async (size) => {
        await addChecklists(pool, many.checklist.id, size, checklists, secret);
        checklists = size;
        await pool.query('VACUUM ANALYZE');
      },
      [
        ['GET /api/checklist?shares=none', '/api/checklist?shares=none'],
        ['…&status=in_progress', '/api/checklist?shares=none&status=in_progress'],
        ['…&status=completed', '/api/checklist?shares=none&status=completed'],
        ['…&status=overdue', '/api/checklist?shares=none&status=overdue'],
        ['…&status=any', '/api/checklist?shares=none&status=any'],
        ['GET /api/user/account/deletion-preview', '/api/user/account/deletion-preview'],
      ],
      product,
      many.token,
    );

    // Deleting the account (once: it is gone after), beside an owner of the smallest size deleted in the same
    // run. BENCH_SCALE_DELETE=0 keeps the seeded owner (for bench/status-filters-explain.sh).
    if (process.env.BENCH_SCALE_DELETE === '0') return;
    console.log('\ndeleting the account (one DELETE /api/user/account each)');
    const small = await ownerWithSharedChecklist(product.url, product.dataDir, 'bench', { items: 5, guests: ['scale-small@example.com'] });
    await addChecklists(pool, small.checklist.id, CHECKLISTS[0], 1, secret);
    await pool.query('VACUUM ANALYZE');
    const smallMs = await timedDelete(product.url, small.token);
    const bigMs = await timedDelete(product.url, many.token);
    const ratio = bigMs / smallMs;
    console.log(
      `${`DELETE /api/user/account @ ${fmt(checklists)}`.padEnd(52)}     ${fmt(bigMs, 0).padStart(7)} ms | @ ${fmt(CHECKLISTS[0]).padEnd(7)} ${fmt(smallMs, 0).padStart(7)} ms | ratio ${fmt(ratio, 2)}x`,
    );
  } finally {
    await pool.end();
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchScale();
