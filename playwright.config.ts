import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/kit';

/**
 * Browser tests (`npm run test:browser`): @playwright/test driving the system Chromium against the
 * built app (one app per worker, see test/browser/support/fixtures.ts). A failed test keeps its
 * trace (and the server's log) under test-results/browser.
 */
export default defineConfig({
  testDir: 'test/browser',
  testMatch: '**/*.browser.ts',
  outputDir: 'test-results/browser',
  workers: 2,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
