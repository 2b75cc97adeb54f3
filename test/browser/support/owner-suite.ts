import type { Browser } from '@playwright/test';
import { test, type RunningApp } from './fixtures';
import type { TestOwner } from './session';
import { registerVerifiedOwner } from './sharing';

/** What a describe block of owner-side tests holds: the worker's app and browser, and one verified owner. */
export interface OwnerSuite {
  app: RunningApp;
  browser: Browser;
  owner: TestOwner;
}

/**
 * Registers the block's owner once (beforeAll) on the worker's app. The fields are filled once
 * beforeAll ran: read them inside tests and helpers they call, not at definition time.
 */
export function useOwnerSuite(prefix?: string): OwnerSuite {
  const suite = {} as OwnerSuite;
  test.beforeAll(async ({ app, browser }) => {
    suite.app = app;
    suite.browser = browser;
    suite.owner = await registerVerifiedOwner(app, prefix);
  });
  return suite;
}
