import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ dataDir: '/tmp/pgl-keep/pglite' });
console.log((await db.query(`SELECT relname, n_live_tup, n_dead_tup, n_mod_since_analyze, last_analyze, last_autovacuum FROM pg_stat_user_tables ORDER BY n_mod_since_analyze DESC LIMIT 8`)).rows);
let t0 = performance.now(); await db.query('ANALYZE'); console.log('analyze ms', performance.now() - t0);
t0 = performance.now(); await db.query('VACUUM'); console.log('vacuum ms', performance.now() - t0);
console.log((await db.query(`SELECT relname, n_live_tup, n_dead_tup, n_mod_since_analyze, last_analyze FROM pg_stat_user_tables ORDER BY n_live_tup DESC LIMIT 3`)).rows);
await db.close();
