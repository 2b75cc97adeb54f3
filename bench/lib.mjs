// Shared pieces of the benchmarks: start the built product, run a load, print figures.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { freePort, startServer } from '../test/kit/index.js';
import { SERVER_ENV_DEFAULTS } from '../scripts/server-env.mjs';

export { freePort };
export const ROOT = new URL('..', import.meta.url).pathname;

/**
 * Starts `node server/dist/main.js` (the test kit's) with a fresh DATA_DIR; resolves once
 * /api/health is 200, with `startMs`. BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`)
 * profiles the product under a benchmark.
 */
export function startProduct(env = {}, { nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [] } = {}) {
  return startServer({
    name: 'bench',
    nodeArgs,
    env: { NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123', INVITE_CODES: 'bench', LOG_LEVEL: 'warn', ...env },
  });
}

/**
 * Environment overrides that start the product as `npm start` does: no NODE_ENV, so the default
 * log level and format (info, pretty), and the malloc and V8 settings scripts/start.mjs gives the server.
 */
export const AS_A_USER_STARTS_IT = { NODE_ENV: '', LOG_LEVEL: '', LOG_FORMAT: '', ...SERVER_ENV_DEFAULTS };

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

/**
 * One figure beside its baseline and their ratio. `ratio` replaces value / baseline where the figure
 * is a median over rounds and the ratio the median of the rounds' own ratios; `after` ends the line.
 */
export function printRow(name, value, baselineName, baseline, unit = '', higherIsBetter = true, { ratio = baseline ? value / baseline : NaN, after = '' } = {}) {
  const note = higherIsBetter ? 'of baseline' : 'x baseline';
  console.log(`${name.padEnd(44)} ${fmt(value, value < 100 ? 1 : 0).padStart(10)} ${unit.padEnd(6)} | ${baselineName.padEnd(30)} ${fmt(baseline, baseline < 100 ? 1 : 0).padStart(10)} ${unit.padEnd(6)} | ratio ${fmt(ratio, 2)} ${note}${after}`);
}

/** The middle value (the upper one of an even count); leaves `xs` as it is. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The bare upsert every save baseline runs: one row by key, like a guest's tick. */
export const BARE_UPSERT = `INSERT INTO bench_upsert (k, complete, updated_at) VALUES ($1, $2, clock_timestamp())
  ON CONFLICT (k) DO UPDATE SET complete = EXCLUDED.complete, updated_at = EXCLUDED.updated_at RETURNING *`;
const BARE_TABLE = `CREATE TABLE IF NOT EXISTS bench_upsert (k int PRIMARY KEY, complete boolean NOT NULL, updated_at timestamptz NOT NULL)`;

/**
 * A PGlite served the way the product reaches it: pglite-socket and a `pg` pool of one (named
 * statements are then prepared once, as the product's are). { query(sql or config, params), close() }.
 */
export async function overPgliteSocket(db) {
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const pool = new pg.Pool({ connectionString: `postgres://postgres:postgres@${server.getServerConn()}/postgres`, max: 1 });
  return {
    query: (sqlOrConfig, params) => pool.query(sqlOrConfig, params),
    close: async () => {
      await pool.end();
      await server.stop();
    },
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
}
/**
 * Runs `fn` with DATABASE_URL pointing at a database of its own on the same PostgreSQL server,
 * created empty and dropped afterwards; without DATABASE_URL it just runs `fn`. Every benchmark
 * leaves rows behind (a save benchmark some 100,000 activity entries), and on one database reused
 * from run to run the save ratio drifted down with them (0.69, 0.67, 0.64, 0.56 in four runs in a
 * row; bench/RESULTS.md): each run now starts where the one before started. When the server
 * refuses CREATE DATABASE, the given database is used as it is, and the line says so.
 */
export async function withFreshDatabase(label, fn) {
  const url = process.env.DATABASE_URL;
  if (!url) return fn();
  const name = `ticklist_bench_${label.replace(/\W/g, '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end();
    console.log(`  (on the given database as it is: CREATE DATABASE was refused: ${error.message})`);
    return fn();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  process.env.DATABASE_URL = fresh.toString();
  try {
    return await fn();
  } finally {
    process.env.DATABASE_URL = url;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.log(`  (could not drop ${name}: ${error.message})`));
    await admin.end();
  }
}

/**
 * The database a baseline talks to without the product: with DATABASE_URL a `pg` pool of 10 on
 * it; else a PGlite opened in this process the way the product opens it (same template, same
 * settings, files on disk), queried directly. { kind, query(sql, params), db (PGlite), close() }.
 */
export async function bareDatabase(url = process.env.DATABASE_URL) {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    await pool.query(BARE_TABLE);
    return {
      kind: 'pg',
      query: (sql, params) => pool.query(sql, params),
      close: async () => {
        await pool.query('DROP TABLE bench_upsert');
        await pool.end();
      },
    };
  }
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { createRequire } = await import('node:module');
  const { openPglite } = createRequire(import.meta.url)(`${ROOT}server/dist/database/pglite-template.js`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  // PGlite as it comes (fsync off), as the speed issue measured it: the product's commits wait for the disk.
  const db = await openPglite(join(dir, 'pglite'), { durable: false });
  await db.exec(BARE_TABLE);
  return {
    kind: 'pglite',
    db,
    query: (sql, params) => db.query(sql, params),
    close: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
