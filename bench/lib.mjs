// Shared pieces of the benchmarks: start the built product, run a load, print figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

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

/** Starts `node server/dist/main.js` with a fresh DATA_DIR; resolves once /api/health is 200. */
export async function startProduct(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ticklist-bench-'));
  const t0 = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
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

export function load(url, { connections = 50, duration = 5, ...rest } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, ...rest }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export const fmt = (n, digits = 0) => Number(n).toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printRow(name, value, baselineName, baseline, unit = '', higherIsBetter = true) {
  const ratio = baseline ? value / baseline : NaN;
  const note = higherIsBetter ? 'of baseline' : 'x baseline';
  console.log(`${name.padEnd(44)} ${fmt(value, value < 100 ? 1 : 0).padStart(10)} ${unit.padEnd(6)} | ${baselineName.padEnd(30)} ${fmt(baseline, baseline < 100 ? 1 : 0).padStart(10)} ${unit.padEnd(6)} | ratio ${fmt(ratio, 2)} ${note}`);
}
