import type { Browser, Page } from '@playwright/test';
import { REALTIME_MESSAGES as R, SHARING_MESSAGES as M } from '@ticklist/contracts';
import { call, CHROMIUM_ARGS, CHROMIUM_PATH } from '../kit';
import { fillLogin } from './support/accounts';
import { expect, test, type RunningApp } from './support/fixtures';
import { PHONE } from './support/browser';
import { createChecklist, mailedPath, readMails, registerVerifiedOwner } from './support/sharing';

/**
 * The product run on a machine of the network and opened by its name, not localhost: Chromium
 * treats only localhost as secure, so this is where an HTTPS-only header (upgrade-insecure-requests,
 * HSTS) would turn the page white. `ticklist.test` resolves to this machine inside the browser only.
 */
const HOST = 'ticklist.test';

// This file's worker runs its own app at APP_URL http://ticklist.test:<port> and its own browser.
test.use({
  appHost: HOST,
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`] },
});

/** Every request that failed or answered an error, as "METHOD url → why". */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`${request.method()} ${request.url()} → ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.request().method()} ${response.url()} → ${response.status()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  return failures;
}

test.describe('opened at any address over plain HTTP', () => {
  let app: RunningApp;
  let browser: Browser;
  let base: string;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
    base = app.url.replace('127.0.0.1', HOST);
  });

  test('an owner signs in at http://ticklist.test and a guest opens the mailed link and ticks, with no failed request', async () => {
    const owner = await registerVerifiedOwner(app, 'lan');
    const checklist = await createChecklist(app, owner.token, { title: 'Open from a phone', items: [{ text: 'Find the venue' }, { text: 'Bring the keys' }] });
    const guestEmail = `guest-${Date.now().toString(36)}@example.net`;
    const shared = await call(app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [guestEmail] }, owner.token);
    expect(shared.status).toBe(200);

    const ownerContext = await browser.newContext();
    const guestContext = await browser.newContext({ viewport: PHONE });
    try {
      const ownerPage = await ownerContext.newPage();
      const ownerFailures = watchFailures(ownerPage);
      await ownerPage.goto(`${base}/login`);
      await expect(ownerPage.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
      await fillLogin(ownerPage, owner.email, owner.password);
      await ownerPage.waitForURL(`${base}/dashboard`);
      await expect(ownerPage.getByRole('heading', { name: checklist.title })).toBeVisible();
      await expect(ownerPage.getByRole('status').filter({ hasText: R.live })).toBeVisible();

      // The mailed link names the address the product is served at.
      const path = await mailedPath(app.dataDir, guestEmail, '/shared/');
      const link = readMails(app.dataDir).flatMap((mail) => mail.links).find((l) => l.endsWith(path));
      expect(link).toBe(`${base}${path}`);
      const guestPage = await guestContext.newPage();
      const guestFailures = watchFailures(guestPage);
      await guestPage.goto(link!);
      expect(new URL(guestPage.url()).host).toBe(new URL(base).host);
      const item = guestPage.getByLabel('Bring the keys', { exact: true });
      await item.click();
      await guestPage.waitForFunction(() => document.querySelectorAll('input[type=checkbox]:checked').length === 1);
      await expect(ownerPage.getByText(M.completedOf(1, 2)).first()).toBeVisible();
      // Not a secure context: no service worker and no manifest, nothing promised offline (issue 21).
      expect(await guestPage.evaluate(() => ({ secure: window.isSecureContext, worker: 'serviceWorker' in navigator }))).toEqual({ secure: false, worker: false });
      await expect(guestPage.locator('link[rel="manifest"]')).toHaveCount(0);

      expect(ownerFailures).toEqual([]);
      expect(guestFailures).toEqual([]);
    } finally {
      await ownerContext.close();
      await guestContext.close();
    }
  });
});
