// Helpers for the fault tests run by .ci/run against the real services of scripts/ci-services.sh.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { freePort, ROOT, startServer as startKitServer, waitFor as kitWaitFor } from '../../kit/index.js';

export { freePort, ROOT };

/**
 * Starts the built server with the given env (the test kit's); resolves once healthy. A failed
 * check exits at once (check() below), past the test's own clean-up: the server goes with it.
 */
export async function startServer(env = {}) {
  const server = await startKitServer({ env, name: 'fault' });
  process.on('exit', () => server.child.kill('SIGKILL'));
  return server;
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

export function waitFor(check, timeoutMs, describe = () => 'condition not met') {
  return kitWaitFor(check, { timeoutMs, intervalMs: 100, describe });
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
