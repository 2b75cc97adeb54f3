// Guest respond throughput and p99 vs a bare `pg` single-row upsert loop on the same database.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { barePgLoop, latencySummary, load, printRow, ROOT, startProduct } from './lib.mjs';
import { ownerWithSharedChecklist } from '../test/faults/support/flows.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const UPSERT = `INSERT INTO bench_upsert (k, complete, updated_at) VALUES ($1, $2, clock_timestamp())
         ON CONFLICT (k) DO UPDATE SET complete = EXCLUDED.complete, updated_at = EXCLUDED.updated_at RETURNING *`;
const CREATE = `CREATE TABLE IF NOT EXISTS bench_upsert (k int PRIMARY KEY, complete boolean NOT NULL, updated_at timestamptz NOT NULL)`;

/**
 * The embedded default's baselines: the same upsert loop on a PGlite opened the way the product
 * opens it (same template, same settings, files on disk), called directly, then through
 * pglite-socket and a `pg` pool of one, as the product reaches it.
 */
async function barePglite() {
  const { openPglite } = createRequire(import.meta.url)(`${ROOT}server/dist/database/pglite-template.js`);
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const db = await openPglite(join(dir, 'pglite'));
  try {
    await db.exec(CREATE);
    const latencies = [];
    const until = performance.now() + DURATION * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, worker) => {
        while (performance.now() < until) {
          const t0 = performance.now();
          const i = n++;
          await db.query(UPSERT, [worker * 20 + (i % 20), i % 2 === 0]);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const direct = { perSecond: latencies.length / DURATION, ...latencySummary(latencies) };
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
    await server.start();
    const socket = await barePgLoop(`postgres://postgres:postgres@${server.getServerConn()}/postgres`, {
      connections: CONNECTIONS,
      duration: DURATION,
      poolSize: 1,
      statement: (i, worker) => [UPSERT, [worker * 20 + (i % 20), i % 2 === 0]],
    });
    await server.stop();
    return { direct, socket };
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function bareUpsert(url) {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query(CREATE);
  try {
    return await barePgLoop(url, {
      connections: CONNECTIONS,
      duration: DURATION,
      statement: (n, worker) => [UPSERT, [worker * 20 + (n % 20), n % 2 === 0]],
    });
  } finally {
    await setup.query('DROP TABLE bench_upsert');
    await setup.end();
  }
}

export async function benchRespond() {
  const url = process.env.DATABASE_URL;
  // The default configuration, logging included (one info line per request, json in production).
  const product = await startProduct({ DATABASE_URL: url ?? '', LOG_LEVEL: '' });
  try {
    const guests = Array.from({ length: 10 }, (_, i) => `bench-guest-${i}@example.com`);
    const { checklist, accessTokens } = await ownerWithSharedChecklist(product.url, product.dataDir, 'bench', { items: 20, guests });
    let i = 0;
    const saves = (duration) =>
      load(product.url, {
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => {
              const n = i++;
              return {
                ...req,
                path: `/api/guest/shared/${accessTokens[n % accessTokens.length]}/respond`,
                // 10 links x 20 items: 200 distinct rows, like the baseline's 1,000 keys, so row locks do not serialise the load.
                body: JSON.stringify({ item: checklist.items[Math.floor(n / accessTokens.length) % checklist.items.length].id, key: 'complete', value: n % 3 === 0 }),
              };
            },
          },
        ],
      });
    await saves(1); // warm-up: the JIT, the pool's connections
    const result = await saves(DURATION);
    if (result.non2xx) console.log(`  (${result.non2xx} non-2xx answers)`);
    if (url) {
      const bare = await bareUpsert(url);
      printRow('respond req/s (PostgreSQL)', result.requests.average, 'bare pg upsert loop', bare.perSecond, 'req/s');
      printRow('respond p99 latency (PostgreSQL)', result.latency.p99, 'bare pg upsert loop', bare.p99, 'ms', false);
    } else {
      const bare = await barePglite();
      printRow('respond req/s (PGlite)', result.requests.average, 'bare PGlite upsert loop', bare.direct.perSecond, 'req/s');
      printRow('respond req/s (PGlite)', result.requests.average, 'same, via pglite-socket + pg', bare.socket.perSecond, 'req/s');
      printRow('respond p99 latency (PGlite)', result.exact.p99, 'bare PGlite upsert loop', bare.direct.p99, 'ms', false);
    }
    const errors = result.errors + result.timeouts;
    console.log(`  ${result.requests.total ?? '?'} saves answered, ${result.non2xx} non-2xx, ${errors} errors; default logging (LOG_LEVEL unset: info, json)`);
  } finally {
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRespond();
