// Helpers for the fault tests run by .ci/run against the real services of scripts/ci-services.sh.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('../../..', import.meta.url).pathname;

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

/** Starts the built server with the given env; resolves once healthy. */
export async function startServer(env = {}) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'ticklist-fault-'));
  let output = '';
  const child = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, RATE_LIMIT: 'off', LOG_FORMAT: 'json', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await timedFetch(`${url}/api/health`)).status === 200, 90_000, () => `server not healthy:\n${output}`);
  return { child, url, dataDir, output: () => output };
}

export async function timedFetch(url, init = {}, timeoutMs = 10_000) {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - t0, body: text };
  } catch (error) {
    return { status: 0, ms: performance.now() - t0, error: String(error?.cause?.code ?? error?.name ?? error) };
  }
}

export async function waitFor(check, timeoutMs, describe = () => 'condition not met') {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** pg_ctl as the postgres user when we are root (PostgreSQL refuses to run as root). */
export function pgCtl(...args) {
  const bin = join(process.env.PG_BIN, 'pg_ctl');
  const cmd = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(cmd[0], cmd[1], { stdio: 'ignore' });
}

export function pgStop() {
  pgCtl('-D', process.env.PG_DATA, '-m', 'fast', '-w', 'stop');
}

export function pgStart() {
  const socketDir = join(process.env.PG_DATA, '..');
  const options = `-p ${process.env.PG_PORT} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  pgCtl('-D', process.env.PG_DATA, '-l', join(socketDir, 'server.log'), '-w', '-t', '30', '-o', options, 'start');
}

export function check(ok, message) {
  if (!ok) {
    console.error(`FAIL: ${message}`);
    process.exit(1);
  }
}
