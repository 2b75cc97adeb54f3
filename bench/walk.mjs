// Issue 42's walk of GET /api/checklist (cursor / updatedSince) as the workspace grows: one owner with
// 100 and 100,000 checklists (BENCH_WALK_CHECKLISTS), seeded in bulk as bench/scale.mjs does. At each
// size 20 checklists are changed after a mark, then the walk is read as an integrator keeping a copy in
// step reads it: what changed since the mark (updatedSince), the next page (its cursor), and the first
// page of a walk from the beginning; beside them the list's default page and status=any (their totals). Each route's p95 is printed beside the smallest size's, and each
// page's statement (EXPLAIN ANALYZE, best of 3) beside the statement that works out every checklist's
// last change (the walk before migration ChecklistChangeIndexes), on the same data in the same run.
// PostgreSQL only (DATABASE_URL).
import { createRequire } from 'node:module';
import pg from 'pg';
import { fmt, load, ROOT, startProduct } from './lib.mjs';
import { addChecklists } from './scale.mjs';
import { ownerWithSharedChecklist } from '../test/faults/support/flows.mjs';

const require = createRequire(import.meta.url);
const SIZES = (process.env.BENCH_WALK_CHECKLISTS ?? '100,100000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const CHANGED = 20;
const KEPT_OPEN = '(SELECT COALESCE(max(w.open_checklists), 0) FROM workspace_checklist_counts w WHERE w.workspace_id = $1)';
const KEPT_ANY = '(SELECT COALESCE(max(w.checklists), 0) FROM workspace_checklist_counts w WHERE w.workspace_id = $1)';
/** The list's totals (status=all, the default and ?shares=none's, and status=any): counted before, kept per workspace after. */
const TOTALS = [
  ['total status=all, counted (before)', 'SELECT count(*) FROM checklists p WHERE p.workspace_id = $1 AND p.closed_at IS NULL'],
  ['total status=all, kept (after)', `SELECT ${KEPT_OPEN}`],
  ['total status=any, counted (before)', 'SELECT count(*) FROM checklists p WHERE p.workspace_id = $1'],
  ['total status=any, kept (after)', `SELECT ${KEPT_ANY}`],
];

async function p95(url, token, path) {
  const requests = [{ method: 'GET', path, headers: { authorization: `Bearer ${token}` } }];
  await load(url, { connections: 4, duration: 1, requests });
  const run = await load(url, { connections: 4, duration: DURATION, requests });
  if (run.non2xx) throw new Error(`${path}: ${run.non2xx} answers not 2xx`);
  return run.exact.p95;
}

/** Best of 3 EXPLAIN ANALYZE execution times (ms) of `sql` with `params`. */
async function explained(pool, sql, params) {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
    best = Math.min(best, rows[0]['QUERY PLAN'][0]['Execution Time']);
  }
  return best;
}

export async function benchWalk() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('walk: needs DATABASE_URL (bulk seeding goes straight to PostgreSQL)');
    return;
  }
  const { changesPageSql } = require(`${ROOT}server/dist/modules/checklists/checklist-changes.sql.js`);
  const { STATUS_CONDITIONS } = require(`${ROOT}server/dist/modules/checklists/checklist-status.js`);
  const summary = `json_build_object('id', c.id, 'now', $4::timestamptz)`;
  const statements = {
    'every last change (before)': changesPageSql(STATUS_CONDITIONS.all, summary, 'everything'),
    // As ChecklistsRepository builds it: the total without updatedSince read from the workspace's kept counts.
    'indexed stamps (after)': changesPageSql(STATUS_CONDITIONS.all, summary, 'changes', KEPT_OPEN),
  };
  const secret = 'bench-secret-bench-secret-bench-secret-123';
  const product = await startProduct({ DATABASE_URL: url, JWT_SECRET: secret });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const owner = await ownerWithSharedChecklist(product.url, product.dataDir, 'bench', { items: 5, guests: ['walk-first@example.com'] });
    const auth = { authorization: `Bearer ${owner.token}` };
    const { rows: [{ workspace_id: workspace }] } = await pool.query('SELECT workspace_id FROM checklists WHERE id = $1', [owner.checklist.id]);
    let have = 1;
    const first = {};
    const line = (name, size, value, unit = 'ms') => {
      first[name] ??= { size, value };
      const base = first[name];
      const ratio = value / base.value;
      console.log(`${`${name} @ ${fmt(size)}`.padEnd(58)} ${fmt(value, 1).padStart(8)} ${unit} | @ ${fmt(base.size).padEnd(7)} ${fmt(base.value, 1).padStart(8)} ${unit} | ratio ${fmt(ratio, 2)}x`);
    };
    for (const size of SIZES) {
      await addChecklists(pool, owner.checklist.id, size, have, secret);
      have = size;
      await pool.query('VACUUM ANALYZE');
      const { rows: [{ mark }] } = await pool.query(`SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS mark`);
      await pool.query(
        `UPDATE checklists SET title = title || ' ~' WHERE id IN (SELECT id FROM checklists WHERE workspace_id = $1 ORDER BY random() LIMIT ${CHANGED})`,
        [workspace],
      );
      const since = `/api/checklist?shares=none&updatedSince=${encodeURIComponent(mark)}`;
      const page = await (await fetch(`${product.url}${since}`, { headers: auth })).json();
      if (page.items.length !== 10 || !page.pagination.next_cursor) throw new Error(`walk since the mark: ${JSON.stringify(page.pagination)}`);
      const cursor = page.pagination.next_cursor;
      const after = decodeURIComponent(cursor);
      const [atUs, id] = Buffer.from(after, 'base64url').toString().split('.');
      console.log(`\n${fmt(size)} checklists, ${CHANGED} changed since the mark`);
      for (const [name, path] of [
        ['walk: updatedSince (20 changed)', since],
        ['walk: the next page (cursor)', `/api/checklist?shares=none&cursor=${encodeURIComponent(cursor)}`],
        ['walk: from the beginning (updatedSince=2000-…)', '/api/checklist?shares=none&updatedSince=2000-01-01T00:00:00Z'],
        ['GET /api/checklist?shares=none', '/api/checklist?shares=none'],
        ['…&status=any', '/api/checklist?shares=none&status=any'],
      ]) line(`${name} p95`, size, await p95(product.url, owner.token, path));
      const { rows: [{ horizon }] } = await pool.query('SELECT clock_timestamp() AS horizon');
      for (const [name, params] of [
        ['statement: updatedSince', [workspace, 10, horizon, new Date(), mark, null, null, 0]],
        ['statement: the next page (cursor)', [workspace, 10, horizon, new Date(), null, atUs, id, 0]],
      ]) for (const [variant, sql] of Object.entries(statements)) line(`${name}, ${variant}`, size, await explained(pool, sql, params));
      for (const [name, sql] of TOTALS) line(`statement: ${name}`, size, await explained(pool, sql, [workspace]));
    }
  } finally {
    await pool.end();
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWalk();
