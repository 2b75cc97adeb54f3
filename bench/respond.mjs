// Guest respond throughput and p99 vs a bare `pg` single-row upsert loop on the same database.
import pg from 'pg';
import { mkdtempSync } from 'node:fs';
import { load, printRow, startProduct } from './lib.mjs';
import { ownerWithSharedChecklist } from '../test/faults/support/flows.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

async function bareUpsert(url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_upsert (k int PRIMARY KEY, complete boolean NOT NULL, updated_at timestamptz NOT NULL)`);
  const latencies = [];
  const until = performance.now() + DURATION * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, w) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await pool.query(
          `INSERT INTO bench_upsert (k, complete, updated_at) VALUES ($1, $2, clock_timestamp())
           ON CONFLICT (k) DO UPDATE SET complete = EXCLUDED.complete, updated_at = EXCLUDED.updated_at RETURNING *`,
          [w * 20 + (n % 20), n % 2 === 0],
        );
        latencies.push(performance.now() - t0);
        n++;
      }
    }),
  );
  await pool.query('DROP TABLE bench_upsert');
  await pool.end();
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / DURATION, p99: latencies[Math.floor(latencies.length * 0.99)] };
}

export async function benchRespond() {
  const url = process.env.DATABASE_URL;
  const product = await startProduct(url ? { DATABASE_URL: url } : { DATABASE_URL: '' });
  try {
    const guests = Array.from({ length: 10 }, (_, i) => `bench-guest-${i}@example.com`);
    const { checklist, accessTokens } = await ownerWithSharedChecklist(product.url, product.dataDir, 'bench', { items: 20, guests });
    let i = 0;
    const result = await load(product.url, {
      connections: CONNECTIONS,
      duration: DURATION,
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
    if (result.non2xx) console.log(`  (${result.non2xx} non-2xx answers)`);
    if (url) {
      const bare = await bareUpsert(url);
      printRow('respond req/s (PostgreSQL)', result.requests.average, 'bare pg upsert loop', bare.perSecond, 'req/s');
      printRow('respond p99 latency (PostgreSQL)', result.latency.p99, 'bare pg upsert loop', bare.p99, 'ms', false);
    } else {
      console.log(`respond req/s (PGlite): ${result.requests.average.toFixed(0)}, p99 ${result.latency.p99} ms — the bare-pg baseline needs DATABASE_URL`);
    }
  } finally {
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRespond();
