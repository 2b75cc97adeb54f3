import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
const sql = readFileSync('/tmp/perf/batch.sql', 'utf8').trim();
const db = await PGlite.create({ dataDir: '/tmp/pgl-keep/pglite' });
const { rows: shares } = await db.query(`SELECT s.access_token_hash, s.checklist_id FROM shares s ORDER BY s.shared_at DESC LIMIT 10`);
const { rows: items } = await db.query(`SELECT id FROM checklist_items WHERE checklist_id = $1 ORDER BY display_order`, [shares[0].checklist_id]);
const N = Number(process.env.N ?? 25);
const t = [], it = [], v = [];
for (let n = 0; n < N; n++) { t.push(shares[n % shares.length].access_token_hash); it.push(items[Math.floor(n / shares.length) % items.length].id); v.push(n % 3 === 0); }
if (process.env.ANALYZE) await db.query('ANALYZE');
for (let k = 0; k < 3; k++) { await db.query('BEGIN'); await db.query(sql, [t, it, v]); await db.query('ROLLBACK'); }
await db.query('BEGIN');
const r = await db.query(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, [t, it, v]);
console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
await db.query('ROLLBACK');
for (const k of [1, 2, 3]) { const t0 = performance.now(); await db.query(sql, [t, it, v]); console.log('exec+commit ms', (performance.now() - t0).toFixed(2)); }
const B = `INSERT INTO bench_upsert (k, complete, updated_at) VALUES ($1, $2, clock_timestamp()) ON CONFLICT (k) DO UPDATE SET complete = EXCLUDED.complete, updated_at = EXCLUDED.updated_at RETURNING *`;
await db.query('CREATE TABLE IF NOT EXISTS bench_upsert (k int PRIMARY KEY, complete boolean NOT NULL, updated_at timestamptz NOT NULL)');
let t0 = performance.now(); for (let i = 0; i < 500; i++) await db.query(B, [i % 50, i % 2 === 0]); console.log('bare upsert ms each', ((performance.now() - t0) / 500).toFixed(3));
await db.close();
