// Shared pieces of the benchmarks: start the built product, run a load, print figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = new URL('..', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts `node server/dist/main.js` with a fresh DATA_DIR; resolves once /api/health is 200.
 * BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the product under a benchmark.
 */
export async function startProduct(env = {}, { nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [] } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ticklist-bench-'));
  const t0 = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123', PORT: String(port), DATA_DIR: dataDir, INVITE_CODES: 'bench', RATE_LIMIT: 'off', LOG_LEVEL: 'warn', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('product exited during start');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = performance.now() - t0;
  return {
    url,
    port,
    pid: child.pid,
    dataDir,
    startMs,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An autocannon run. Besides autocannon's own summary (whose latency percentiles stop at p90,
 * p97.5 and p99), `result.exact` holds p50/p95/p99 computed from every response's time.
 */
export function load(url, { connections = 50, duration = 5, ...rest } = {}) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ url, connections, duration, ...rest }, (err, result) =>
      err ? reject(err) : resolve({ ...result, exact: latencySummary(latencies) }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** p50/p95/p99 (ms) of a list of latencies. */
export function latencySummary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN; // nearest rank
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99) };
}

/**
 * A baseline without HTTP: `connections` workers run `statement(n, worker)` → [sql, params]
 * on a bare `pg` pool for `duration` seconds. Returns { perSecond, p50, p95, p99 }.
 */
export async function barePgLoop(url, { connections, duration, statement, poolSize = 10 }) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const latencies = [];
  const until = performance.now() + duration * 1000;
  let n = 0;
  try {
    await Promise.all(
      Array.from({ length: connections }, async (_, worker) => {
        while (performance.now() < until) {
          const t0 = performance.now();
          await pool.query(...statement(n++, worker));
          latencies.push(performance.now() - t0);
        }
      }),
    );
  } finally {
    await pool.end();
  }
  return { perSecond: latencies.length / duration, ...latencySummary(latencies) };
}

export const fmt = (n, digits = 0) => Number(n).toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printRow(name, value, baselineName, baseline, unit = '', higherIsBetter = true) {
  const ratio = baseline ? value / baseline : NaN;
  const note = higherIsBetter ? 'of baseline' : 'x baseline';
  console.log(`${name.padEnd(44)} ${fmt(value, value < 100 ? 1 : 0).padStart(10)} ${unit.padEnd(6)} | ${baselineName.padEnd(30)} ${fmt(baseline, baseline < 100 ? 1 : 0).padStart(10)} ${unit.padEnd(6)} | ratio ${fmt(ratio, 2)} ${note}`);
}
