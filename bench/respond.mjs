// Guest respond throughput and p99 vs a bare `pg` single-row upsert loop on the same database.
import pg from 'pg';
import { barePgLoop, load, printRow, startProduct } from './lib.mjs';
import { ownerWithSharedChecklist } from '../test/faults/support/flows.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

async function bareUpsert(url) {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query(`CREATE TABLE IF NOT EXISTS bench_upsert (k int PRIMARY KEY, complete boolean NOT NULL, updated_at timestamptz NOT NULL)`);
  try {
    return await barePgLoop(url, {
      connections: CONNECTIONS,
      duration: DURATION,
      statement: (n, worker) => [
        `INSERT INTO bench_upsert (k, complete, updated_at) VALUES ($1, $2, clock_timestamp())
         ON CONFLICT (k) DO UPDATE SET complete = EXCLUDED.complete, updated_at = EXCLUDED.updated_at RETURNING *`,
        [worker * 20 + (n % 20), n % 2 === 0],
      ],
    });
  } finally {
    await setup.query('DROP TABLE bench_upsert');
    await setup.end();
  }
}

export async function benchRespond() {
  const url = process.env.DATABASE_URL;
  const product = await startProduct(url ? { DATABASE_URL: url } : { DATABASE_URL: '' });
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
      console.log(`respond req/s (PGlite): ${result.requests.average.toFixed(0)}, p99 ${result.latency.p99} ms — the bare-pg baseline needs DATABASE_URL`);
    }
  } finally {
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRespond();
