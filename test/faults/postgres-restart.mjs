// PostgreSQL goes away 20 times in a row while the server works: stopped fast (sessions terminated),
// stopped immediately (every process quits, recovery at the next start) and its postmaster killed
// (SIGKILL, the children then exit on their own), in turn. Meanwhile guests save notes and ticks, the
// owner's socket is subscribed, guests' sockets keep presence, and background work runs (new shares'
// mail jobs and webhook deliveries, the scheduler's and presence's statements). Whatever
// connection PostgreSQL drops — idle, checked out, mid-statement — the server process never exits;
// each outage turns /api/health 503 within 2 s, each return turns it 200 within 5 s, every save is
// answered 200 or a quick 503, saves and pushes resume after each return, and no save answered 200
// is lost: each writer's notes read back as its last save answered 200, or a later one whose
// answer was a 503 (a save cut off with its connection may or may not have committed).
import { createServer } from 'node:http';
import { io } from 'socket.io-client';
import { waitForLink } from '../kit/index.js';
import { emptyDatabase, errorLines } from '../multiprocess/database.mjs';
import { check, pgStart, pgStartSync, pgStop, startServer, timedFetch, waitFor } from './support/lib.mjs';
import { call, ownerProgressEvents, ownerWithSharedChecklist } from './support/flows.mjs';

if (!process.env.DATABASE_URL || !process.env.PG_DATA) {
  console.log('skipped: needs DATABASE_URL and PG_DATA (run by .ci/run with scripts/ci-services.sh)');
  process.exit(0);
}

const ROUNDS = 20;
const MODES = ['fast', 'immediate', 'kill'];
const HEALTH_DOWN_WITHIN_MS = 2_000;
const HEALTH_UP_WITHIN_MS = 5_000;
/** Every save is answered within this, whatever the database is doing. */
const SAVE_ANSWERED_WITHIN_MS = 5_000;
/** Saves answered 503 during an outage before PostgreSQL is started again: the load saw it. */
const SAVES_SEEN_IN_OUTAGE = 5;

// Whatever happens below, PostgreSQL must run again for the tests after this one.
let outage = false;
process.on('exit', () => outage && pgStartSync());
for (const name of ['SIGTERM', 'SIGINT']) process.on(name, () => process.exit(1));

// The webhook receiver: counts what it is sent.
const hooks = { received: 0 };
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    hooks.received++;
    res.writeHead(200).end('ok');
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));

// A database of its own: other tests' leftover jobs (a webhook message no key here can open) are not its business.
const database = await emptyDatabase();
const server = await startServer({ DATABASE_URL: database.url, INVITE_CODES: 'pg-restart', WEBHOOKS_ALLOW_PRIVATE: 'on', WEBHOOKS_ALLOW_INSECURE: 'on' });
let finished = false;
void server.exited.then((code) => {
  if (!finished) check(false, `the server exited (code ${code}) during the restarts; its last output:\n${server.output().trim().split('\n').slice(-30).join('\n')}`);
});

const guests = Array.from({ length: 5 }, (_, i) => `restart-${i}@example.com`);
const { token, checklist, accessTokens } = await ownerWithSharedChecklist(server.url, server.dataDir, 'pg-restart', { items: 4, guests });
const hook = await call(server.url, 'POST', '/api/user/webhooks', { url: `http://127.0.0.1:${receiver.address().port}/hooks`, events: ['share.created'] }, token);
check(hook.status === 201, `creating the webhook answered ${hook.status} ${JSON.stringify(hook.body)}`);
const { socket, events } = await ownerProgressEvents(server.url, token, checklist.id);
const guestSockets = accessTokens.map((accessToken) => io(server.url, { path: '/socket.io', auth: { accessToken }, transports: ['websocket'] }));

const statuses = new Map();
const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
const answered = (status) => statuses.get(status) ?? 0;
let slowestSave = 0;
let loading = true;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function save(accessToken, body) {
  const res = await timedFetch(`${server.url}/api/guest/shared/${accessToken}/respond`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  slowestSave = Math.max(slowestSave, res.ms);
  count(res.status);
  return res;
}

// Fifteen writers, each on its own (link, item): notes `w<writer>-<n>`, one save at a time.
const writers = Array.from({ length: 15 }, (_, w) => ({ link: w % 5, item: Math.floor(w / 5), lastOk: -1, lastTried: -1 }));
const writing = writers.map(async (writer, w) => {
  for (let n = 0; loading; n++) {
    writer.lastTried = n;
    const res = await save(accessTokens[writer.link], { item: checklist.items[writer.item].id, key: 'notes', value: `w${w}-${n}` });
    if (res.status === 200) writer.lastOk = n;
    await pause(5);
  }
});
// Ticks (pushes to the owner's socket) and new shares (mail jobs, webhook deliveries).
let ticks = 0;
const ticking = (async () => {
  for (let n = 0; loading; n++) {
    if ((await save(accessTokens[n % 5], { item: checklist.items[3].id, key: 'complete', value: n % 2 === 0 })).status === 200) ticks++;
    await pause(100);
  }
})();
const shareStatuses = new Map();
const sharing = (async () => {
  for (let n = 0; loading; n++) {
    const res = await call(server.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [`bg-${n}@example.com`] }, token).catch(() => ({ status: 0 }));
    shareStatuses.set(res.status, (shareStatuses.get(res.status) ?? 0) + 1);
    await pause(500);
  }
})();

/** Polls health from now on: the first 503 (ms after `from`), every status seen, the slowest answer. */
function watchHealth(from) {
  const watch = { first503: null, slowest: 0, odd: [], stop: false };
  watch.done = (async () => {
    while (!watch.stop) {
      const res = await timedFetch(`${server.url}/api/health`, {}, 10_000);
      watch.slowest = Math.max(watch.slowest, res.ms);
      if (res.status === 503 && watch.first503 === null) watch.first503 = performance.now() - from;
      if (res.status !== 200 && res.status !== 503) watch.odd.push(`${res.status} ${res.error ?? ''}`);
      await pause(100);
    }
  })();
  return watch;
}

/** The server's error lines, but for the log of each request answered 503. */
const serverErrors = () => errorLines(server.output()).filter((line) => !line.includes('"statusCode":503')).slice(-5).join('\n');

const rounds = [];
try {
  await waitFor(() => answered(200) >= 50, 30_000, () => `saves before the first outage: ${JSON.stringify([...statuses])}`);
  for (let round = 0; round < ROUNDS; round++) {
    const mode = MODES[round % MODES.length];
    const stoppedAt = performance.now();
    const unavailableBefore = answered(503);
    const health = watchHealth(stoppedAt);
    outage = true;
    await pgStop(mode);
    const ownerCall = await timedFetch(`${server.url}/api/checklist?page=1`, { headers: { authorization: `Bearer ${token}` } });
    check(ownerCall.status === 503 && /"message"/.test(ownerCall.body) && ownerCall.ms < 5_000, `round ${round + 1} (${mode}): an owner's call during the outage answered ${ownerCall.status} ${ownerCall.body ?? ownerCall.error} after ${ownerCall.ms.toFixed(0)} ms`);
    await waitFor(() => health.first503 !== null && answered(503) >= unavailableBefore + SAVES_SEEN_IN_OUTAGE, 10_000, () => `round ${round + 1} (${mode}): the outage was not seen (health 503 after ${health.first503} ms, ${answered(503) - unavailableBefore} saves answered 503)`);
    health.stop = true;
    await health.done;
    check(health.first503 <= HEALTH_DOWN_WITHIN_MS, `round ${round + 1} (${mode}): health 503 only ${health.first503.toFixed(0)} ms after the outage began`);
    check(health.odd.length === 0, `round ${round + 1} (${mode}): health answered ${health.odd.join(', ')}`);
    check(health.slowest <= 5_000, `round ${round + 1} (${mode}): a health call took ${health.slowest.toFixed(0)} ms`);

    await pgStart();
    outage = false;
    const backAt = performance.now();
    await waitFor(async () => (await timedFetch(`${server.url}/api/health`)).status === 200, HEALTH_UP_WITHIN_MS + 10_000, () => `round ${round + 1} (${mode}): health did not return to 200`);
    const upAfter = performance.now() - backAt;
    check(upAfter <= HEALTH_UP_WITHIN_MS, `round ${round + 1} (${mode}): health 200 only ${upAfter.toFixed(0)} ms after PostgreSQL was back`);
    const [okBefore, ticksBefore, pushesBefore] = [answered(200), ticks, events.length];
    await waitFor(() => answered(200) >= okBefore + 20 && ticks > ticksBefore && events.length > pushesBefore, 15_000, () => `round ${round + 1} (${mode}): saves or pushes did not resume`);
    rounds.push(`${mode} ${health.first503.toFixed(0)}/${upAfter.toFixed(0)}`);
  }
  loading = false;
  await Promise.all([...writing, ticking, sharing]);

  check([...statuses.keys()].every((s) => s === 200 || s === 503), `saves answered ${JSON.stringify([...statuses])}; the server's errors:\n${serverErrors()}`);
  check([...shareStatuses.keys()].every((s) => s === 200 || s === 503), `new shares answered ${JSON.stringify([...shareStatuses])}; the server's errors:\n${serverErrors()}`);
  check(slowestSave <= SAVE_ANSWERED_WITHIN_MS, `a save took ${slowestSave.toFixed(0)} ms to be answered`);
  // No save answered 200 is lost.
  const views = await Promise.all(accessTokens.map((t) => call(server.url, 'GET', `/api/guest/shared/${t}`)));
  for (const [w, writer] of writers.entries()) {
    const view = views[writer.link];
    check(view.status === 200, `reading link ${writer.link} back answered ${view.status}`);
    const notes = view.body.share.checklist.items.find((i) => i.id === checklist.items[writer.item].id)?.response?.notes ?? '';
    const n = /^w\d+-(\d+)$/.exec(notes)?.[1];
    check(
      n !== undefined && Number(n) >= writer.lastOk && Number(n) <= writer.lastTried,
      `writer ${w}'s notes read back "${notes}", but its last save answered 200 was w${w}-${writer.lastOk} (last tried ${writer.lastTried})`,
    );
  }
  // Background work goes on: a new share's invitation is mailed, and its webhook event delivered.
  const hooksBefore = hooks.received;
  const last = await call(server.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: ['after-restarts@example.com'] }, token);
  check(last.status === 200, `a share after the restarts answered ${last.status}`);
  await waitForLink(server.dataDir, 'after-restarts@example.com', '/shared/', { timeoutMs: 30_000 });
  await waitFor(() => hooks.received > hooksBefore, 30_000, () => 'no webhook delivered after the restarts');
  check(server.child.exitCode === null && server.child.signalCode === null, 'the server is not running');
  console.log(
    `ok: ${ROUNDS} restarts (mode health-503-ms/health-200-ms: ${rounds.join(', ')}); the server never exited; saves answered ${JSON.stringify(Object.fromEntries(statuses))} and new shares ${JSON.stringify(Object.fromEntries(shareStatuses))}, the slowest in ${slowestSave.toFixed(0)} ms; no save answered 200 lost; ${events.length} pushes, ${hooks.received} webhook deliveries`,
  );
} finally {
  loading = false;
  finished = true;
  socket.close();
  for (const s of guestSockets) s.close();
  receiver.close();
  await server.stop();
  if (!outage) await database.drop();
}
