// Dashboard list (GET /api/checklist?page=N) p95 with 1,000 checklists x 20 items x 5 shares, beside
// two baselines from the same run: GET /api/health on the same server (the HTTP floor, no database,
// no auth) and the page's own SQL statement run in a bare `pg` loop (the database's share).
import { createRequire } from 'node:module';
import pg from 'pg';
import { barePgLoop, cpuSecondsOf, fmt, load, median, printRow, ROOT, startProduct } from './lib.mjs';
import { call, ownerWithSharedChecklist } from '../test/faults/support/flows.mjs';

const CHECKLISTS = Number(process.env.BENCH_CHECKLISTS ?? 1_000);
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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
    const { rows: [owner] } = await pool.query('SELECT workspace_id FROM checklists WHERE id = $1', [checklist.id]);
    // The shared machine drifts within a minute: the product and the bare SQL run in turn for ROUNDS
    // rounds, and each ratio to the bare SQL is the median of the rounds' own ratios (as bench/respond.mjs does).
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) {
      const cpu0 = cpuSecondsOf(product.pid);
      const list = await pageLoad(DURATION);
      const cpuPerPage = ((cpuSecondsOf(product.pid) - cpu0) * 1000) / list.requests.total;
      const sql = await barePgLoop(url, {
        connections: CONNECTIONS,
        duration: DURATION,
        statement: (i) => [PAGE_SQL, [owner.workspace_id, perPage, (i % pages) * perPage, new Date()]],
      });
      if (list.non2xx) console.log(`  (${list.non2xx} non-2xx answers)`);
      rounds.push({ list: { perSecond: list.requests.average, cpuPerPage, ...list.exact }, sql });
    }
    const health = await load(`${product.url}/api/health`, { connections: CONNECTIONS, duration: DURATION });
    const mid = (pick) => median(rounds.map(pick));
    const list = { perSecond: mid((r) => r.list.perSecond), p95: mid((r) => r.list.p95) };
    const sql = { perSecond: mid((r) => r.sql.perSecond), p95: mid((r) => r.sql.p95) };
    console.log(`  ${first.body.pagination.total} checklists, ${perPage} per page, ${pages} pages, ${CONNECTIONS} connections; ${ROUNDS} rounds of ${DURATION} s, product and bare SQL in turn`);
    const ofRounds = ` (median of ${ROUNDS} rounds' ratios)`;
    const p95Ratio = mid((r) => r.list.p95 / r.sql.p95);
    printRow('GET /api/checklist?page=N p95 latency', list.p95, 'GET /api/health same server', health.exact.p95, 'ms', false);
    printRow('GET /api/checklist?page=N p95 latency', list.p95, "the page's SQL, bare pg", sql.p95, 'ms', false, {
      ratio: p95Ratio,
      after: `${ofRounds} | goal ≤ 1.2 ${p95Ratio <= 1.2 ? 'met' : 'not met'}`,
    });
    printRow('GET /api/checklist?page=N req/s', list.perSecond, 'GET /api/health same server', health.requests.average, 'req/s');
    printRow('GET /api/checklist?page=N req/s', list.perSecond, "the page's SQL, bare pg", sql.perSecond, 'req/s', true, {
      ratio: mid((r) => r.list.perSecond / r.sql.perSecond),
      after: ofRounds,
    });
    // The product's own CPU per page (parsing, the answer, its headers and log line; PostgreSQL's work not included).
    console.log(`  product CPU per page ${fmt(mid((r) => r.list.cpuPerPage), 2)} ms (median of the rounds)`);
    console.log(`  rounds (p95 product / bare SQL ms): ${rounds.map((r) => `${fmt(r.list.p95, 1)} / ${fmt(r.sql.p95, 1)}`).join(', ')}`);
    return { list, health: { perSecond: health.requests.average, ...health.exact }, sql, rounds };
  } finally {
    await pool.end();
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDashboardList();
