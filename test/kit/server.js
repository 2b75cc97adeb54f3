'use strict';
// Running the built product (`node server/dist/main.js`, as `npm start` does) as a child process.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { freePort } = require('./port');
const { waitFor } = require('./wait');

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'server', 'dist', 'main.js');
/** How much of a process's output is kept (the newest part). */
const OUTPUT_LIMIT = 4 * 1024 * 1024;

const tail = (text, lines = 40) => text.trim().split('\n').slice(-lines).join('\n');

/**
 * Spawns the built server with `env` added to quiet test defaults and returns at once; the port
 * is the caller's (env.PORT). `inheritEnv: false` passes only PATH from this process, so no
 * DATABASE_URL or REDIS_URL of the caller leaks in. `script` runs another entry point instead
 * (scripts/start.mjs, which `npm start` runs, or npm's own CLI), with `args`.
 */
function spawnServer(env = {}, { nodeArgs = [], inheritEnv = true, name = 'server', script = MAIN, args = [] } = {}) {
  // The output as chunks, cut down to the newest OUTPUT_LIMIT characters only once it holds twice
  // that: cutting a long string at every chunk cost a benchmark's load generator more CPU than its
  // requests once a product logged a line per request.
  let chunks = [];
  let size = 0;
  const output = () => {
    if (chunks.length > 1) chunks = [chunks.join('')];
    if (size > OUTPUT_LIMIT) {
      chunks = [chunks[0].slice(-OUTPUT_LIMIT)];
      size = OUTPUT_LIMIT;
    }
    return chunks[0] ?? '';
  };
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd: ROOT,
    env: {
      ...(inheritEnv ? process.env : { PATH: process.env.PATH ?? '' }),
      NODE_ENV: 'test',
      RATE_LIMIT: 'off',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    const text = String(chunk);
    chunks.push(text);
    size += text.length;
    if (size > 2 * OUTPUT_LIMIT) output();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    child,
    pid: child.pid,
    port: Number(env.PORT),
    url: `http://127.0.0.1:${env.PORT}`,
    output,
    exited,
    /** SIGTERM (SIGKILL after `killAfterMs`); resolves with the exit code. */
    async stop({ signal = 'SIGTERM', killAfterMs = 10_000 } = {}) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      const code = await exited;
      clearTimeout(killer);
      if (code !== 0 && signal === 'SIGTERM') process.stderr.write(`[${name}] exited with ${code}; its last output:\n${tail(output())}\n`);
      return code;
    },
  };
}

/** Waits until `url`/api/health answers 200, failing early (with the logs) if `proc` exits. */
async function waitHealthy(url, { timeoutMs = 90_000, proc } = {}) {
  await waitFor(
    async () => {
      if (proc && proc.child.exitCode !== null) throw new Error(`${proc.name} exited with ${proc.child.exitCode}:\n${tail(proc.output())}`);
      return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok;
    },
    { timeoutMs, intervalMs: 50, describe: () => `${proc?.name ?? url} not healthy${proc ? `:\n${tail(proc.output())}` : ''}` },
  ).catch((error) => {
    if (proc?.child.exitCode === null) proc.child.kill('SIGKILL');
    throw error;
  });
}

/**
 * Starts the built server on a free port with a fresh DATA_DIR (unless env gives one) and a fresh
 * invite code, and resolves once /api/health is 200. `env` may be a function of the port (for
 * APP_URL). stop() ends the process and removes the data folder it made.
 */
async function startServer({ env = {}, name = 'server', nodeArgs, inheritEnv, timeoutMs = 90_000 } = {}) {
  const port = await freePort();
  const extra = typeof env === 'function' ? env(port) : env;
  const ownDataDir = extra.DATA_DIR === undefined;
  const dataDir = extra.DATA_DIR ?? mkdtempSync(join(tmpdir(), `ticklist-${name}-`));
  const inviteCode = extra.INVITE_CODES?.split(',')[0] ?? `${name}-${randomBytes(5).toString('hex')}`;
  const started = performance.now();
  const proc = spawnServer(
    { LOG_LEVEL: 'warn', ...extra, PORT: String(port), DATA_DIR: dataDir, INVITE_CODES: extra.INVITE_CODES ?? inviteCode },
    { nodeArgs, inheritEnv, name },
  );
  try {
    await waitHealthy(proc.url, { timeoutMs, proc });
  } catch (error) {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const startMs = performance.now() - started;
  return {
    ...proc,
    dataDir,
    inviteCode,
    startMs,
    async stop(options) {
      const code = await proc.stop(options);
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

module.exports = { ROOT, MAIN, spawnServer, waitHealthy, startServer };
