// Guest respond throughput and p99 vs a bare single-row upsert loop on the same database.
import { AS_A_USER_STARTS_IT, BARE_UPSERT, bareDatabase, cpuSecondsOf, latencySummary, load, median, overPgliteSocket, printRow, startProduct } from './lib.mjs';
import { ownerWithSharedChecklist } from '../test/faults/support/flows.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * The harnesses, each a number of connections on a number of links (x 20 items). The speed issue's
 * own (200 guests, each on their own link, saving as fast as they can) carries its goal; 50
 * connections on 10 links keeps the figures of bench/RESULTS.md comparable from stop to stop.
 * BENCH_CONNECTIONS and BENCH_GUESTS run one harness of one's own instead. The bare loop runs as
 * many workers as there are connections.
 */
const HARNESSES =
  process.env.BENCH_CONNECTIONS || process.env.BENCH_GUESTS
    ? [{ connections: Number(process.env.BENCH_CONNECTIONS ?? 50), guests: Number(process.env.BENCH_GUESTS ?? 10) }]
    : [
        { connections: 200, guests: 200, goal: 0.6 },
        { connections: 50, guests: 10 },
      ];

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 3;

/** Workers running the bare upsert as fast as they can for DURATION s: { perSecond, p50, p95, p99 }. */
async function upsertLoop(query, connections) {
  const latencies = [];
  const until = performance.now() + DURATION * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const i = n++;
        await query(BARE_UPSERT, [worker * 20 + (i % 20), i % 2 === 0]);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { perSecond: latencies.length / DURATION, ...latencySummary(latencies) };
}

/**
 * The baselines of one round, run while the product is idle: on PostgreSQL the bare `pg` loop; on
 * the embedded default the loop on a bare PGlite called directly (the goal's yardstick) and through
 * pglite-socket and a `pg` pool of one, as the product reaches it.
 */
async function baselines(bare, connections) {
  if (bare.kind === 'pg') return { 'bare pg upsert loop': await upsertLoop(bare.query, connections) };
  const direct = await upsertLoop(bare.query, connections);
  const socket = await overPgliteSocket(bare.db);
  try {
    return { 'bare PGlite upsert loop': direct, 'same, via pglite-socket + pg': await upsertLoop(socket.query, connections) };
  } finally {
    await socket.close();
  }
}

const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * One harness: guest saves (POST respond, `connections` connections on `guests` links x 20 items)
 * against the bare upsert loop on the same database with as many workers. The machine's speed
 * drifts (it is shared), so product and baselines run in turn for ROUNDS rounds and each ratio is
 * the median of the rounds' own ratios.
 */
async function respondHarness(product, bare, db, { connections, guests, goal }) {
  const emails = Array.from({ length: guests }, (_, i) => `bench-guest-${i}@example.com`);
  const { checklist, accessTokens } = await ownerWithSharedChecklist(product.url, product.dataDir, 'bench', { items: 20, guests: emails });
  let i = 0;
  const saves = (duration) =>
    load(product.url, {
      connections,
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
              // Links x 20 items: at least 200 distinct rows, like the baseline's 20 keys a worker, so row locks do not serialise the load.
              body: JSON.stringify({ item: checklist.items[Math.floor(n / accessTokens.length) % checklist.items.length].id, key: 'complete', value: n % 3 === 0 }),
            };
          },
        },
      ],
    });
  // Warm-up: the JIT's optimised code, the pool's connections, V8's young generation grown to the
  // load (a second was not enough: the first round then ran 20 % below the next two).
  await saves(WARM_UP_SECONDS);
  const rounds = [];
  let answered = 0;
  let failed = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const cpu0 = cpuSecondsOf(product.pid);
    const result = await saves(DURATION);
    const cpuPerSave = ((cpuSecondsOf(product.pid) - cpu0) * 1000) / result.requests.total;
    answered += result.requests.total;
    failed += result.non2xx + result.errors + result.timeouts;
    const own0 = ownCpuSeconds();
    const baseline = await baselines(bare, connections);
    const ownCpu = ownCpuSeconds() - own0;
    const bareSaves = Object.values(baseline).reduce((sum, b) => sum + b.perSecond * DURATION, 0);
    rounds.push({ product: { perSecond: result.requests.total / DURATION, cpuPerSave, ...result.exact }, bare: baseline, bareCpuPerSave: (ownCpu * 1000) / bareSaves });
  }
  console.log(`  ${connections} connections on ${guests} links${goal ? ' (the speed issue\'s harness: each guest on their own link, saving as fast as they can)' : ' (as in earlier stops\' RESULTS.md)'}`);
  const productRate = median(rounds.map((r) => r.product.perSecond));
  const productP99 = median(rounds.map((r) => r.product.p99));
  const [firstBare] = Object.keys(rounds[0].bare);
  for (const name of Object.keys(rounds[0].bare)) {
    const rate = median(rounds.map((r) => r.bare[name].perSecond));
    const ratio = median(rounds.map((r) => r.product.perSecond / r.bare[name].perSecond));
    // The goal is against the bare loop on the same database: on the embedded default, PGlite called directly.
    const verdict = goal && name === firstBare ? ` | goal ≥ ${goal} ${ratio >= goal ? 'met' : 'not met'}` : '';
    console.log(`respond req/s (${db})`.padEnd(44), `${Math.round(productRate)}`.padStart(10), 'req/s  |', name.padEnd(30), `${Math.round(rate)}`.padStart(10), `req/s  | ratio ${ratio.toFixed(2)} of baseline (median of ${ROUNDS} rounds' ratios)${verdict}`);
  }
  printRow(`respond p99 latency (${db})`, productP99, firstBare, median(rounds.map((r) => r.bare[firstBare].p99)), 'ms', false);
  // CPU per save does not depend on how much of the shared machine the process got: the steadier figure.
  const cpu = median(rounds.map((r) => r.product.cpuPerSave));
  const bareCpu = median(rounds.map((r) => r.bareCpuPerSave));
  const bareWhat = bare.kind === 'pg' ? 'bare pg loop, client side only' : 'bare PGlite loops, database included';
  // In µs: the changes it is read for are of a few hundredths of a millisecond.
  console.log(`${'respond CPU per save (product process)'.padEnd(44)} ${(cpu * 1000).toFixed(0).padStart(10)} µs     | ${bareWhat.padEnd(30)} ${(bareCpu * 1000).toFixed(0).padStart(10)} µs     | ratio ${(cpu / bareCpu).toFixed(2)} x baseline`);
  console.log(`  rounds (product / ${firstBare} req/s): ${rounds.map((r) => `${Math.round(r.product.perSecond)} / ${Math.round(r.bare[firstBare].perSecond)}`).join(', ')}`);
  console.log(`  ${answered} saves answered, ${failed} not 200 or failed; started as npm start runs it (no NODE_ENV: info, pretty)`);
}

/** Guest respond throughput for each harness, on whichever database is configured. */
export async function benchRespond() {
  const url = process.env.DATABASE_URL;
  // The default configuration, logging included (one info line per request, json in production).
  const product = await startProduct({ DATABASE_URL: url ?? '', ...AS_A_USER_STARTS_IT });
  const bare = await bareDatabase(url ?? null);
  try {
    for (const harness of HARNESSES) await respondHarness(product, bare, url ? 'PostgreSQL' : 'PGlite', harness);
  } finally {
    await bare.close();
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRespond();
