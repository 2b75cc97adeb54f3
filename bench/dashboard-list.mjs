// Dashboard list (GET /api/checklist?page=N) p95 with 1,000 checklists x 20 items x 5 shares, beside
// two baselines from the same run: GET /api/health on the same server (the HTTP floor, no database,
// no auth) and the page's own SQL statement run in a bare `pg` loop (the database's share).
import { createRequire } from 'node:module';
import pg from 'pg';
import { barePgLoop, load, printRow, ROOT, startProduct } from './lib.mjs';
import { call, ownerWithSharedChecklist } from '../test/faults/support/flows.mjs';

const CHECKLISTS = Number(process.env.BENCH_CHECKLISTS ?? 1_000);
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Copies an API-made checklist ($1, with its items, shares and some responses) until its owner has
 * $2 checklists: the list page's data, made in one statement instead of thousands of requests.
 */
export const SEED_SQL = `WITH src AS (SELECT * FROM checklists WHERE id = $1),
  made AS (
    INSERT INTO checklists (owner_id, title, description, created_at)
    SELECT src.owner_id, src.title || ' #' || g, src.description, now() - (g || ' seconds')::interval FROM src, generate_series(1, $2 - 1) g
    RETURNING id
  ),
  items AS (
    INSERT INTO checklist_items (checklist_id, text, description, display_order)
    SELECT made.id, i.text, i.description, i.display_order FROM made, checklist_items i WHERE i.checklist_id = $1
    RETURNING id, checklist_id, display_order
  ),
  shares AS (
    INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted)
    SELECT made.id, s.recipient_id, md5(random()::text) || md5(random()::text), s.access_token_encrypted
    FROM made, shares s WHERE s.checklist_id = $1
    RETURNING id, checklist_id
  )
  INSERT INTO item_responses (share_id, item_id, complete)
  SELECT shares.id, items.id, true FROM shares JOIN items ON items.checklist_id = shares.checklist_id WHERE items.display_order <= 7`;
export const { PAGE_SQL } = createRequire(import.meta.url)(`${ROOT}server/dist/modules/checklists/checklists.repository.js`);

export async function benchDashboardList() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('dashboard list: needs DATABASE_URL (bulk seeding goes straight to PostgreSQL)');
    return;
  }
  const product = await startProduct({ DATABASE_URL: url });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const guests = Array.from({ length: 5 }, (_, i) => `dash-guest-${i}@example.com`);
    const { token, checklist } = await ownerWithSharedChecklist(product.url, product.dataDir, 'bench', { items: 20, guests });
    // Seed by copying the API-made checklist (with its items, shares and some responses) in SQL.
    await pool.query(SEED_SQL, [checklist.id, CHECKLISTS]);
    // A live database has been vacuumed and analysed by autovacuum; right after a bulk insert it has
    // not (no planner statistics, no visibility hints: every first read of a row checks its commit).
    await pool.query('VACUUM ANALYZE');
    const first = await call(product.url, 'GET', '/api/checklist?page=1', undefined, token);
    const pages = Math.ceil(first.body.pagination.total / first.body.pagination.per_page);
    const perPage = first.body.pagination.per_page;
    let n = 0;
    const pageLoad = (duration) =>
      load(product.url, {
        connections: CONNECTIONS,
        duration,
        requests: [{ method: 'GET', headers: { authorization: `Bearer ${token}` }, setupRequest: (req) => ({ ...req, path: `/api/checklist?page=${(n++ % pages) + 1}` }) }],
      });
    await pageLoad(1); // warm-up
    const list = await pageLoad(DURATION);
    const health = await load(`${product.url}/api/health`, { connections: CONNECTIONS, duration: DURATION });
    const { rows: [owner] } = await pool.query('SELECT owner_id FROM checklists WHERE id = $1', [checklist.id]);
    const sql = await barePgLoop(url, {
      connections: CONNECTIONS,
      duration: DURATION,
      statement: (i) => [PAGE_SQL, [owner.owner_id, perPage, (i % pages) * perPage]],
    });
    if (list.non2xx) console.log(`  (${list.non2xx} non-2xx answers)`);
    console.log(`  ${first.body.pagination.total} checklists, ${perPage} per page, ${pages} pages, ${CONNECTIONS} connections`);
    printRow('GET /api/checklist?page=N p95 latency', list.exact.p95, 'GET /api/health same server', health.exact.p95, 'ms', false);
    printRow('GET /api/checklist?page=N p95 latency', list.exact.p95, "the page's SQL, bare pg", sql.p95, 'ms', false);
    printRow('GET /api/checklist?page=N req/s', list.requests.average, 'GET /api/health same server', health.requests.average, 'req/s');
    printRow('GET /api/checklist?page=N req/s', list.requests.average, "the page's SQL, bare pg", sql.perSecond, 'req/s');
    return { list: { perSecond: list.requests.average, ...list.exact }, health: { perSecond: health.requests.average, ...health.exact }, sql };
  } finally {
    await pool.end();
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDashboardList();
