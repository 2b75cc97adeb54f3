// PostgreSQL stopped and started while the server runs: /api/health goes 503 within 2 s and never
// takes over 5 s, calls that need the database answer 503 quickly (no hang), and service resumes
// when PostgreSQL is back, without restarting the server.
import { check, pgStart, pgStop, startServer, timedFetch, waitFor } from './support/lib.mjs';

if (!process.env.DATABASE_URL || !process.env.PG_DATA) {
  console.log('skipped: needs DATABASE_URL and PG_DATA (run by .ci/run with scripts/ci-services.sh)');
  process.exit(0);
}

const server = await startServer();
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
  console.log(
    `ok: health 503 after ${first503.toFixed(0)} ms, slowest health ${slowest.toFixed(0)} ms, login 503 in ${login.ms.toFixed(0)} ms, back to 200 ${(performance.now() - restartedAt).toFixed(0)} ms after PostgreSQL restarted`,
  );
} finally {
  server.child.kill('SIGTERM');
}
