import { test as base, expect } from '@playwright/test';
import { startServer, type RunningServer } from '../../kit';

/** The built app a browser test runs against (the test kit's server process). */
export type RunningApp = RunningServer;

interface WorkerFixtures {
  /** Host name the app is opened at (APP_URL); unset: 127.0.0.1. Map it in launchOptions. */
  appHost: string | undefined;
  /** Extra environment for the app (e.g. WEBHOOKS_ALLOW_PRIVATE); set it with test.use in a file. */
  appEnv: Record<string, string>;
  /** One built app per worker, on a free port with a fresh DATA_DIR; every test makes its own users. */
  app: RunningApp;
}

export const test = base.extend<{ serverLog: void }, WorkerFixtures>({
  appHost: [undefined, { scope: 'worker', option: true }],
  appEnv: [{}, { scope: 'worker', option: true }],
  app: [
    async ({ appHost, appEnv }, use) => {
      const app = await startServer({
        name: 'browser',
        env: (port) => ({ LOG_LEVEL: 'info', ...(appHost ? { APP_URL: `http://${appHost}:${port}` } : {}), ...appEnv }),
      });
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  /** A failed test gets the server's log lines written during it, beside its trace. */
  serverLog: [
    async ({ app }, use, testInfo) => {
      const from = app.output().length;
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('server.log', { body: app.output().slice(from), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

export { expect };
