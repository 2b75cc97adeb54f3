// SIGTERM ends the process cleanly and soon: exit code 0 within 2 s when idle (an idle keep-alive
// connection and a connected socket open), within 10 s under a stream of saves on keep-alive
// connections, and the stream is not served on: a request started after the signal is refused
// (503, or the connection is closed) except the few already on their way. Every save answered 200
// before the exit is there after a restart on the same data (the database is closed cleanly: on
// PGlite its thread finishes and writes before the process ends). Prints the exit times.
// Runs on PGlite, and on PostgreSQL + Redis too when DATABASE_URL is set.
import { rmSync } from 'node:fs';
import http from 'node:http';
import { io } from 'socket.io-client';
import { check, startServer } from './support/lib.mjs';
import { call, ownerWithSharedChecklist } from './support/flows.mjs';

const WORKERS = 8;
const IDLE_LIMIT_MS = 2_000;
const LOAD_LIMIT_MS = 10_000;

function exited(child) {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}

function connectSocket(url, auth) {
  const socket = io(url, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** One POST on the keep-alive agent; resolves with the status (0 when the connection failed). */
function post(agent, url, path, body) {
  return new Promise((resolve) => {
    const u = new URL(url);
    const req = http.request({ host: u.hostname, port: u.port, method: 'POST', path, agent, headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(0));
    req.end(JSON.stringify(body));
  });
}

async function idle(label, env) {
  const server = await startServer(env);
  const { token } = await ownerWithSharedChecklist(server.url, server.dataDir, 'sigterm', { items: 1 });
  const socket = await connectSocket(server.url, { token });
  const agent = new http.Agent({ keepAlive: true });
  await new Promise((resolve) => http.get(`${server.url}/api/health`, { agent }, (res) => res.resume().on('end', resolve)));
  const t0 = performance.now();
  server.child.kill('SIGTERM');
  const code = await exited(server.child);
  const ms = performance.now() - t0;
  socket.close();
  agent.destroy();
  console.log(`${label}, idle: exit code ${code} after ${ms.toFixed(0)} ms`);
  check(code === 0, `${label}, idle: exit code ${code}\n${server.output()}`);
  check(ms < IDLE_LIMIT_MS, `${label}, idle: exit took ${ms.toFixed(0)} ms (limit ${IDLE_LIMIT_MS})`);
}

async function underLoad(label, env) {
  const server = await startServer(env);
  const { token, accessTokens, checklist } = await ownerWithSharedChecklist(server.url, server.dataDir, 'sigterm', { items: WORKERS });
  const socket = await connectSocket(server.url, { token });
  const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });
  const path = `/api/guest/shared/${accessTokens[0]}/respond`;
  let signalledAt = 0;
  let stop = false;
  const counts = { before: 0, servedAfter: 0, refusedAfter: 0 };
  // Each worker saves its own item's notes one after another: the last answered value must stay.
  const answered = new Map();
  const inFlight = new Map();
  const worker = async (w) => {
    for (let n = 0; !stop; n++) {
      const startedAt = performance.now();
      inFlight.set(w, `w${w}-${n}`);
      const status = await post(agent, server.url, path, { item: checklist.items[w].id, key: 'notes', value: `w${w}-${n}` });
      if (status === 200) answered.set(w, `w${w}-${n}`);
      if (!signalledAt || startedAt < signalledAt) counts.before += status === 200 ? 1 : 0;
      else if (status === 200) counts.servedAfter++;
      else counts.refusedAfter++;
      if (status === 0) await new Promise((r) => setTimeout(r, 20)); // refused: do not spin
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
  while (counts.before < 200) await new Promise((r) => setTimeout(r, 20));
  signalledAt = performance.now();
  server.child.kill('SIGTERM');
  const code = await exited(server.child);
  const ms = performance.now() - signalledAt;
  stop = true;
  await Promise.all(workers);
  socket.close();
  agent.destroy();
  console.log(
    `${label}, under ${WORKERS} streams of keep-alive saves: exit code ${code} after ${ms.toFixed(0)} ms ` +
      `(${counts.before} saves before; after the signal ${counts.servedAfter} served, ${counts.refusedAfter} refused)`,
  );
  check(code === 0, `${label}, under load: exit code ${code}\n${server.output()}`);
  check(ms < LOAD_LIMIT_MS, `${label}, under load: exit took ${ms.toFixed(0)} ms (limit ${LOAD_LIMIT_MS})`);
  // Served after the signal: only requests already on their way before the process stopped accepting.
  check(counts.servedAfter <= 4 * WORKERS, `${label}, under load: ${counts.servedAfter} saves served after SIGTERM`);

  const again = await startServer({ ...env, DATA_DIR: server.dataDir });
  try {
    const share = await call(again.url, 'GET', `/api/guest/shared/${accessTokens[0]}`);
    check(share.status === 200, `${label}, after restart: guest share answered ${share.status}`);
    const notes = new Map(share.body.share.checklist.items.map((item) => [item.id, item.response?.notes ?? null]));
    const stored = (w) => notes.get(checklist.items[w].id);
    const lost = [...answered].filter(([w, value]) => stored(w) !== value && stored(w) !== inFlight.get(w));
    check(lost.length === 0, `${label}, after restart: answered saves lost: ${JSON.stringify(lost.map(([w, v]) => [v, stored(w)]))}`);
    console.log(`${label}: after a restart on the same data the last answered save of each of the ${answered.size} streams is there`);
  } finally {
    await again.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

const common = { INVITE_CODES: 'sigterm', JWT_SECRET: 'sigterm-secret-sigterm-secret-sigterm-1234' };
await idle('PGlite', { ...common, DATABASE_URL: '', REDIS_URL: '' });
await underLoad('PGlite', { ...common, DATABASE_URL: '', REDIS_URL: '' });
if (process.env.DATABASE_URL) {
  await idle('PostgreSQL + Redis', common);
  await underLoad('PostgreSQL + Redis', common);
}
