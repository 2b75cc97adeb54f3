// PostgreSQL hung (every process of it stopped with SIGSTOP: a frozen host, a network that drops
// packets) while guests save: it answers nothing, not even a refusal. Every save is still answered,
// 200 or 503, within 10 s (the hot statements' own 5 s timeout, then a connect timeout); health goes
// 503 within 2 s; an owner's call answers 503 too. Once PostgreSQL runs again, service resumes
// without a restart: saves answer 200 and the owner's realtime pushes come again.
import { execFileSync } from 'node:child_process';
import { check, postgresPids, startServer, timedFetch, waitFor } from './support/lib.mjs';
import { call, ownerProgressEvents, ownerWithSharedChecklist } from './support/flows.mjs';

if (!process.env.DATABASE_URL || !process.env.PG_DATA) {
  console.log('skipped: needs DATABASE_URL and PG_DATA (run by .ci/run with scripts/ci-services.sh)');
  process.exit(0);
}

const ANSWER_WITHIN_MS = 10_000;
const HUNG_FOR_MS = 12_000;

const signal = (name, pids) => execFileSync('kill', [`-${name}`, ...pids.map(String)]);

const server = await startServer({ INVITE_CODES: 'pg-hung', RATE_LIMIT: 'off' });
const guests = Array.from({ length: 5 }, (_, i) => `hung-${i}@example.com`);
const { token, checklist, accessTokens } = await ownerWithSharedChecklist(server.url, server.dataDir, 'pg-hung', { items: 4, guests });
const { socket, events } = await ownerProgressEvents(server.url, token, checklist.id);

// 20 guests' rows (5 links x 4 items), each saved over and over: the server's statements hold several saves.
const save = (worker, n) =>
  timedFetch(
    `${server.url}/api/guest/shared/${accessTokens[worker % 5]}/respond`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ item: checklist.items[worker % 4].id, key: 'complete', value: n % 2 === 0 }) },
    30_000,
  );
const statuses = new Map();
let slowestSave = 0;
let loading = true;
const load = Promise.all(
  Array.from({ length: 20 }, async (_, worker) => {
    for (let n = 0; loading; n++) {
      const res = await save(worker, n);
      slowestSave = Math.max(slowestSave, res.ms);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 10));
    }
  }),
);

await waitFor(() => (statuses.get(200) ?? 0) >= 40, 15_000, () => `saves before the fault: ${JSON.stringify([...statuses])}`);
const pids = postgresPids();
let stopped = true;
signal('STOP', pids);
// Whatever happens below, PostgreSQL must run again for the tests after this one.
process.on('exit', () => stopped && signal('CONT', pids));
for (const name of ['SIGTERM', 'SIGINT']) process.on(name, () => process.exit(1));
try {
  const stoppedAt = performance.now();
  const owner = timedFetch(`${server.url}/api/checklist?page=1`, { headers: { authorization: `Bearer ${token}` } }, 30_000);
  let first503 = null;
  let slowestHealth = 0;
  while (performance.now() - stoppedAt < HUNG_FOR_MS) {
    const res = await timedFetch(`${server.url}/api/health`);
    slowestHealth = Math.max(slowestHealth, res.ms);
    if (res.status === 503 && first503 === null) first503 = performance.now() - stoppedAt;
    await new Promise((r) => setTimeout(r, 200));
  }
  check(first503 !== null && first503 <= 2_000, `health not 503 within 2 s of the hang (first 503 after ${first503} ms)`);
  check(slowestHealth <= 5_000, `a health call took ${slowestHealth.toFixed(0)} ms`);
  const ownerCall = await owner;
  check(ownerCall.status === 503 && ownerCall.ms <= ANSWER_WITHIN_MS, `an owner's call during the hang answered ${ownerCall.status} after ${ownerCall.ms.toFixed(0)} ms`);
  check((statuses.get(503) ?? 0) > 0, `no save answered 503 during the hang: ${JSON.stringify([...statuses])}`);

  signal('CONT', pids);
  stopped = false;
  const resumedAt = performance.now();
  await waitFor(async () => (await timedFetch(`${server.url}/api/health`)).status === 200, 30_000, () => 'health did not return to 200');
  const before = events.length;
  const okBefore = statuses.get(200) ?? 0;
  await waitFor(() => (statuses.get(200) ?? 0) > okBefore + 20 && events.length > before, 20_000, () => 'saves or pushes did not resume');
  loading = false;
  await load;
  check([...statuses.keys()].every((s) => s === 200 || s === 503), `answers: ${JSON.stringify([...statuses])}`);
  check(slowestSave <= ANSWER_WITHIN_MS, `a save took ${slowestSave.toFixed(0)} ms to be answered`);
  const last = await call(server.url, 'POST', `/api/guest/shared/${accessTokens[0]}/respond`, { item: checklist.items[0].id, key: 'complete', value: true });
  check(last.status === 200, `a save after the hang answered ${last.status}`);
  console.log(
    `ok: saves answered ${JSON.stringify(Object.fromEntries(statuses))}, the slowest in ${slowestSave.toFixed(0)} ms; health 503 after ${first503.toFixed(0)} ms, slowest health ${slowestHealth.toFixed(0)} ms; owner's call ${ownerCall.status} in ${ownerCall.ms.toFixed(0)} ms; back to 200 ${(performance.now() - resumedAt).toFixed(0)} ms after PostgreSQL ran again`,
  );
} finally {
  if (stopped) signal('CONT', pids);
  stopped = false;
  loading = false;
  socket.close();
  server.child.kill('SIGTERM');
}
