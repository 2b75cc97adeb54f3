// PostgreSQL stopped and started while the server runs under a stream of guest saves: /api/health
// goes 503 within 2 s and never takes over 5 s, calls that need the database answer 503 quickly (no
// hang), and service resumes when PostgreSQL is back, without restarting the server — saves are
// answered 200 again and the owner's realtime pushes resume.
import { check, pgStart, pgStop, startServer, timedFetch, waitFor } from './support/lib.mjs';
import { call, ownerProgressEvents, ownerWithSharedChecklist } from './support/flows.mjs';

if (!process.env.DATABASE_URL || !process.env.PG_DATA) {
  console.log('skipped: needs DATABASE_URL and PG_DATA (run by .ci/run with scripts/ci-services.sh)');
  process.exit(0);
}

const server = await startServer({ INVITE_CODES: 'pg-restart' });
const { token, checklist, accessTokens } = await ownerWithSharedChecklist(server.url, server.dataDir, 'pg-restart', { items: 4 });
const { socket, events } = await ownerProgressEvents(server.url, token, checklist.id);
// Load: guests keep saving through the outage; every answer must be 200 or a quick 503.
const statuses = new Map();
let loading = true;
const tick = (n) => call(server.url, 'POST', `/api/guest/shared/${accessTokens[0]}/respond`, { item: checklist.items[n % 4].id, key: 'complete', value: n % 2 === 0 });
const load = Promise.all(
  Array.from({ length: 5 }, async (_, w) => {
    for (let n = w; loading; n += 5) {
      const t0 = performance.now();
      const res = await tick(n).catch(() => ({ status: 0 }));
      check(performance.now() - t0 < 5_000, `a save during the outage took ${(performance.now() - t0).toFixed(0)} ms`);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 20));
    }
  }),
);
try {
  pgStop();
  const stoppedAt = performance.now();
  let first503 = null;
  let slowest = 0;
  while (performance.now() - stoppedAt < 6_000) {
    const res = await timedFetch(`${server.url}/api/health`);
    slowest = Math.max(slowest, res.ms);
    if (res.status === 503 && first503 === null) first503 = performance.now() - stoppedAt;
    check(res.status === 503 || res.status === 200, `health answered ${res.status} ${res.error ?? ''}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  check(first503 !== null && first503 <= 2_000, `health not 503 within 2 s of the outage (first 503 after ${first503} ms)`);
  check(slowest <= 5_000, `a health call took ${slowest.toFixed(0)} ms`);

  const login = await timedFetch(`${server.url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'nobody@example.com', password: 'whatever-password' }),
  });
  check(login.status === 503, `a database call during the outage answered ${login.status}, expected 503`);
  check(login.ms < 5_000, `a database call during the outage took ${login.ms.toFixed(0)} ms`);
  check(JSON.parse(login.body).message, 'the 503 has no message');

  pgStart();
  const restartedAt = performance.now();
  await waitFor(async () => (await timedFetch(`${server.url}/api/health`)).status === 200, 30_000, () => 'health did not return to 200');
  const before = events.length;
  await waitFor(async () => (await tick(1)).status === 200 && events.length > before, 15_000, () => 'saves or pushes did not resume');
  loading = false;
  await load;
  check([...statuses.keys()].every((s) => s === 200 || s === 503), `answers during the outage: ${JSON.stringify([...statuses])}`);
  check((statuses.get(503) ?? 0) > 0 && (statuses.get(200) ?? 0) > 0, `expected 200s and 503s under load: ${JSON.stringify([...statuses])}`);
  console.log(
    `ok: saves under load answered ${JSON.stringify(Object.fromEntries(statuses))}, pushes resumed; health 503 after ${first503.toFixed(0)} ms, slowest health ${slowest.toFixed(0)} ms, login 503 in ${login.ms.toFixed(0)} ms, back to 200 ${(performance.now() - restartedAt).toFixed(0)} ms after PostgreSQL restarted`,
  );
} finally {
  loading = false;
  socket.close();
  server.child.kill('SIGTERM');
}
