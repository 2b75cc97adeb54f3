import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The embedded database runs in its own thread: a long statement (pg_sleep, which holds PGlite's
 * thread for its whole length, as any statement does) does not stop this process from answering.
 * The server runs in this process, so the event loop measured here is the server's own: with PGlite
 * on the HTTP thread it would stand still for the whole statement, and no request would be answered
 * until it ended. (On DATABASE_URL the statement runs in PostgreSQL: the same must hold.)
 */
describe('a long database statement does not stall HTTP', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.stop());

  it('answers requests, and the event loop keeps turning, while a statement runs', async () => {
    const dataSource = t.server.app.get(DataSource);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    let running = true;
    const statement = dataSource.query('SELECT pg_sleep(2)').then(() => {
      running = false;
      return performance.now() - started;
    });
    let answeredDuring = 0;
    while (running) {
      const res = await fetch(`${t.url}/api/public-config`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      if (running) answeredDuring++;
    }
    const statementMs = await statement;
    delay.disable();
    const longestStallMs = delay.max / 1e6;
    // Relative to the statement itself: no stall anywhere near its length, and requests served in it.
    expect(longestStallMs).toBeLessThan(statementMs / 2);
    expect(answeredDuring).toBeGreaterThanOrEqual(3);
  });

  it('still answers with the database after the statement', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
  });
});
