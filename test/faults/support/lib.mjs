// Helpers for the fault tests run by .ci/run against the real services of scripts/ci-services.sh.
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, ROOT, startServer as startKitServer, waitFor as kitWaitFor } from '../../kit/index.js';

export { freePort, ROOT };

const execFileAsync = promisify(execFile);

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
function pgCtlCommand(args) {
  const bin = join(process.env.PG_BIN, 'pg_ctl');
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}
const pgCtl = (...args) => execFileAsync(...pgCtlCommand(args));

function startArgs() {
  const socketDir = join(process.env.PG_DATA, '..');
  const options = `-p ${process.env.PG_PORT} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  return ['-D', process.env.PG_DATA, '-l', join(socketDir, 'server.log'), '-w', '-t', '30', '-o', options, 'start'];
}

/**
 * Ends PostgreSQL, resolving once it is gone: `pg_ctl stop` in `mode` ('fast': sessions terminated,
 * a checkpoint; 'immediate': every process quits at once, recovery at the next start), or 'kill':
 * SIGKILL to the postmaster alone, as an OOM killer would, after which its children notice and exit
 * on their own (the next start needs them gone). Asynchronous: the test's load goes on meanwhile.
 */
export async function pgStop(mode = 'fast') {
  if (mode !== 'kill') {
    await pgCtl('-D', process.env.PG_DATA, '-m', mode, '-w', 'stop');
    return;
  }
  const pids = postgresPids();
  process.kill(pids[0], 'SIGKILL');
  await waitFor(() => pids.every((pid) => !alive(pid)), 30_000, () => `PostgreSQL's processes did not exit after its postmaster was killed: ${pids.filter(alive)}`);
}

/** Starts PostgreSQL again; resolves once it accepts connections. */
export async function pgStart() {
  await pgCtl(...startArgs());
}

/**
 * For an exit handler, where nothing asynchronous runs: makes sure PostgreSQL runs, whatever an
 * interrupted outage left (a stop under way, or a killed postmaster's children still exiting).
 */
export function pgStartSync() {
  let pids = [];
  try {
    pids = postgresPids();
    execFileSync(...pgCtlCommand(['-D', process.env.PG_DATA, '-m', 'fast', '-w', 'stop']), { stdio: 'ignore' });
  } catch {
    // not running (no postmaster.pid, or pg_ctl found no server)
  }
  const deadline = Date.now() + 30_000;
  while (pids.some(alive) && Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  execFileSync(...pgCtlCommand(startArgs()), { stdio: 'ignore' });
}

/** The cluster's processes: the postmaster (first line of postmaster.pid) and its children. */
export function postgresPids() {
  const postmaster = Number(readFileSync(join(process.env.PG_DATA, 'postmaster.pid'), 'utf8').split('\n')[0].trim());
  let children = [];
  try {
    children = execFileSync('pgrep', ['-P', String(postmaster)]).toString().trim().split('\n').filter(Boolean).map(Number);
  } catch {
    // pgrep exits 1 when there are none
  }
  return [postmaster, ...children];
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

export function check(ok, message) {
  if (!ok) {
    console.error(`FAIL: ${message}`);
    process.exit(1);
  }
}
