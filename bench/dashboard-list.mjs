// Dashboard list (GET /api/checklist?page=N) p95 with 1,000 checklists x 20 items x 5 shares, vs
// GET /api/health on the same server (the HTTP + auth-free floor), as a ratio.
import pg from 'pg';
import { load, printRow, startProduct } from './lib.mjs';
import { call, ownerWithSharedChecklist } from '../test/faults/support/flows.mjs';

const CHECKLISTS = Number(process.env.BENCH_CHECKLISTS ?? 1_000);

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
    await pool.query(
      `WITH src AS (SELECT * FROM checklists WHERE id = $1),
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
       SELECT shares.id, items.id, true FROM shares JOIN items ON items.checklist_id = shares.checklist_id WHERE items.display_order <= 7`,
      [checklist.id, CHECKLISTS],
    );
    const first = await call(product.url, 'GET', '/api/checklist?page=1', undefined, token);
    const pages = Math.ceil(first.body.pagination.total / first.body.pagination.per_page);
    let n = 0;
    const list = await load(product.url, {
      connections: 10,
      duration: 5,
      requests: [{ method: 'GET', headers: { authorization: `Bearer ${token}` }, setupRequest: (req) => ({ ...req, path: `/api/checklist?page=${(n++ % pages) + 1}` }) }],
    });
    const health = await load(`${product.url}/api/health`, { connections: 10, duration: 5 });
    console.log(`  ${first.body.pagination.total} checklists, ${first.body.pagination.per_page} per page, ${pages} pages`);
    printRow('GET /api/checklist?page=N p97.5 latency', list.latency.p97_5, 'GET /api/health same server', health.latency.p97_5, 'ms', false);
    printRow('GET /api/checklist?page=N req/s', list.requests.average, 'GET /api/health same server', health.requests.average, 'req/s');
  } finally {
    await pool.end();
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDashboardList();
