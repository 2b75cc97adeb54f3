import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { SHARING_MESSAGES as M } from '@ticklist/contracts';
import { DESKTOP, newPage, PHONE } from './browser';
import { test, type RunningApp } from './fixtures';
import { cardOf } from './page-checks';
import { registerOwner, signInPage, type TestOwner } from './session';
import { createChecklist, registerVerifiedOwner, type CreatedChecklist } from './sharing';

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

/** An owner suite whose owner also has one checklist, made through the API (beforeAll). */
export function useChecklistSuite(input: Parameters<typeof createChecklist>[2], prefix?: string): OwnerSuite & { checklist: CreatedChecklist } {
  const suite = useOwnerSuite(prefix) as OwnerSuite & { checklist: CreatedChecklist };
  test.beforeAll(async () => {
    suite.checklist = await createChecklist(suite.app, suite.owner.token, input);
  });
  return suite;
}

/** What a describe block that makes its own owners holds: the worker's app and browser. */
export interface AppSuite {
  app: RunningApp;
  browser: Browser;
}

/** Takes the worker's app and browser for the block (beforeAll); read the fields inside tests. */
export function useAppSuite(): AppSuite {
  const suite = {} as AppSuite;
  test.beforeAll(async ({ app, browser }) => {
    suite.app = app;
    suite.browser = browser;
  });
  return suite;
}

export interface SignedInPageOptions {
  viewport?: { width: number; height: number };
  /** Sign in as this owner; unset: a newly registered (unverified) one. */
  owner?: TestOwner;
  /** Username and address prefix of a newly registered owner. */
  prefix?: string;
}

/** A page in a context of its own, signed in as `owner` or as a new owner; close the context after. */
export async function openSignedIn(
  suite: AppSuite,
  { viewport = DESKTOP, owner, prefix }: SignedInPageOptions = {},
): Promise<{ context: BrowserContext; page: Page; owner: TestOwner }> {
  const { context, page } = await newPage(suite.browser, viewport);
  const who = owner ?? (await registerOwner(suite.app, prefix));
  await signInPage(page, suite.app.url, who);
  return { context, page, owner: who };
}

/** Runs `fn` on a page signed in as a new owner, and closes its context whatever happens. */
export async function withOwnerPage(
  suite: AppSuite,
  fn: (page: Page, owner: TestOwner) => Promise<void>,
  { viewport = DESKTOP, prefix }: Omit<SignedInPageOptions, 'owner'> = {},
): Promise<void> {
  const { context, page } = await newPage(suite.browser, viewport);
  try {
    const owner = await registerOwner(suite.app, prefix);
    await signInPage(page, suite.app.url, owner);
    await fn(page, owner);
  } finally {
    await context.close();
  }
}

/** A phone-sized page signed in as `owner`, on the dashboard, with the share panel of checklist `title` open; close the context after. */
export async function openSharePanel(
  suite: AppSuite,
  owner: TestOwner,
  title: string,
): Promise<{ context: BrowserContext; page: Page; card: Locator; panel: Locator }> {
  const { context, page } = await openSignedIn(suite, { viewport: PHONE, owner });
  await page.goto(`${suite.app.url}/dashboard`);
  const card = cardOf(page, title);
  await card.getByRole('button', { name: 'Share', exact: true }).click();
  return { context, page, card, panel: card.getByRole('region', { name: M.sharePanelTitle }) };
}
