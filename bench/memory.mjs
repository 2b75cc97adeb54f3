// Idle memory of the embedded default (PGlite in-process), and the dashboard list on PGlite with
// the same data, for the default buffer cache and for initdb's 128MB (the setting before the speed
// issue), in one run. The list page is printed beside its own SQL run on a bare PGlite with the
// same setting, so "no slower" is read from ratios taken in the same run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AS_A_USER_STARTS_IT, fmt, latencySummary, load, ROOT, startProduct } from './lib.mjs';
import { PAGE_SQL, SEED_SQL } from './dashboard-list.mjs';
import { call, ownerWithSharedChecklist } from '../test/faults/support/flows.mjs';

const CHECKLISTS = Number(process.env.BENCH_CHECKLISTS ?? 1_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
/** RSS is read twice: soon after start-up, and idle (V8's memory reducer gives back start-up's
 * young generation and garbage after about 10 s without allocation). */
const SOON_MS = 5_000;
const IDLE_MS = 20_000;

const SETTINGS = [
  ['default (16MB)', ''],
  ['shared_buffers 128MB (before)', '128MB'],
];

const { openPglite } = createRequire(import.meta.url)(`${ROOT}server/dist/database/pglite-template.js`);
const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function idleRss(env) {
  const product = await startProduct({ DATABASE_URL: '', ...AS_A_USER_STARTS_IT, ...env });
  const started = performance.now();
  await sleep(SOON_MS);
  const soon = rssMiB(product.pid);
  await sleep(IDLE_MS - (performance.now() - started));
  return { product, soon, rss: rssMiB(product.pid) };
}

/** The page's SQL in a loop on a bare PGlite opened on the same folder with the same setting. */
async function barePage(dir, sharedBuffers, workspaceId, perPage, pages) {
  const db = await openPglite(join(dir, 'pglite'), { sharedBuffers: sharedBuffers || undefined, durable: false });
  const latencies = [];
  const until = performance.now() + DURATION * 1000;
  let i = 0;
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          await db.query(PAGE_SQL, [workspaceId, perPage, (i++ % pages) * perPage, new Date()]);
          latencies.push(performance.now() - t0);
        }
      }),
    );
  } finally {
    await db.close();
  }
  return { perSecond: latencies.length / DURATION, ...latencySummary(latencies) };
}

export async function benchMemory() {
  if (process.env.DATABASE_URL) {
    console.log('memory: measures the embedded default; run without DATABASE_URL');
    return;
  }
  // Idle RSS right after a first start (fresh folder: template unpacked, migrations run).
  for (const [name, sharedBuffers] of SETTINGS) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
    try {
      const first = await idleRss({ DATA_DIR: dir, PGLITE_SHARED_BUFFERS: sharedBuffers });
      await first.product.stop();
      const again = await idleRss({ DATA_DIR: dir, PGLITE_SHARED_BUFFERS: sharedBuffers });
      await again.product.stop();
      console.log(
        `idle RSS, ${name.padEnd(30)} first start ${fmt(first.rss).padStart(5)} MiB, restart ${fmt(again.rss).padStart(5)} MiB | goal ≤ 250 MB ${Math.max(first.rss, again.rss) * 1.048576 <= 250 ? 'met' : 'not met'}` +
          ` (at ${SOON_MS / 1000} s: ${fmt(first.soon)} and ${fmt(again.soon)} MiB; idle read at ${IDLE_MS / 1000} s)`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  // The dashboard list on PGlite: seeded once (API-made checklist copied in SQL, then VACUUM ANALYZE).
  const dir = mkdtempSync(join(tmpdir(), 'bench-memory-dash-'));
  try {
    const seeding = await startProduct({ DATABASE_URL: '', DATA_DIR: dir });
    const guests = Array.from({ length: 5 }, (_, i) => `mem-guest-${i}@example.com`);
    const { token, checklist } = await ownerWithSharedChecklist(seeding.url, dir, 'bench', { items: 20, guests });
    await seeding.stop();
    const db = await openPglite(join(dir, 'pglite'));
    await db.query(SEED_SQL, [checklist.id, CHECKLISTS]);
    await db.exec('VACUUM ANALYZE');
    const { rows: [owner] } = await db.query('SELECT workspace_id FROM checklists WHERE id = $1', [checklist.id]);
    await db.close();

    console.log(`  dashboard list on PGlite: ${CHECKLISTS} checklists x 20 items x 5 shares, ${CONNECTIONS} connections`);
    for (const [name, sharedBuffers] of SETTINGS) {
      const product = await startProduct({ DATABASE_URL: '', DATA_DIR: dir, PGLITE_SHARED_BUFFERS: sharedBuffers });
      let list;
      let rss;
      let first;
      try {
        first = await call(product.url, 'GET', '/api/checklist?page=1', undefined, token);
        const pages = Math.ceil(first.body.pagination.total / first.body.pagination.per_page);
        let n = 0;
        const pageLoad = (duration) =>
          load(product.url, {
            connections: CONNECTIONS,
            duration,
            requests: [{ method: 'GET', headers: { authorization: `Bearer ${token}` }, setupRequest: (req) => ({ ...req, path: `/api/checklist?page=${(n++ % pages) + 1}` }) }],
          });
        await pageLoad(1); // warm-up
        list = await pageLoad(DURATION);
        rss = rssMiB(product.pid);
      } finally {
        await product.stop();
      }
      const perPage = first.body.pagination.per_page;
      const sql = await barePage(dir, sharedBuffers, owner.workspace_id, perPage, Math.ceil(first.body.pagination.total / perPage));
      console.log(
        `  ${name.padEnd(30)} list p95 ${fmt(list.exact.p95, 1).padStart(6)} ms, ${fmt(list.requests.average).padStart(5)} req/s, RSS after ${fmt(rss)} MiB` +
          ` | the page's SQL, bare PGlite: p95 ${fmt(sql.p95, 1)} ms, ${fmt(sql.perSecond)} req/s | ratio p95 ${fmt(list.exact.p95 / sql.p95, 2)}x, req/s ${fmt(list.requests.average / sql.perSecond, 2)}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMemory();
