import { chromium, type Browser, type Page } from 'playwright-core';
import { REALTIME_MESSAGES as R, SHARING_MESSAGES as M } from '@ticklist/contracts';
import { apiCall } from './support/api';
import { fillLogin } from './support/accounts';
import { startApp, type RunningApp } from './support/app';
import { CHROMIUM_ARGS, PHONE } from './support/browser';
import { createChecklist, mailedPath, readMails, registerVerifiedOwner } from './support/sharing';

/**
 * The product run on a machine of the network and opened by its name, not localhost: Chromium
 * treats only localhost as secure, so this is where an HTTPS-only header (upgrade-insecure-requests,
 * HSTS) would turn the page white. `ticklist.test` resolves to this machine inside the browser only.
 */
const HOST = 'ticklist.test';

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

describe('opened at any address over plain HTTP', () => {
  let app: RunningApp;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    app = await startApp((port) => ({ APP_URL: `http://${HOST}:${port}` }));
    base = app.url.replace('127.0.0.1', HOST);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('an owner signs in at http://ticklist.test and a guest opens the mailed link and ticks, with no failed request', async () => {
    const owner = await registerVerifiedOwner(app, 'lan');
    const checklist = await createChecklist(app, owner.token, { title: 'Open from a phone', items: [{ text: 'Find the venue' }, { text: 'Bring the keys' }] });
    const guestEmail = `guest-${Date.now().toString(36)}@example.net`;
    const shared = await apiCall(app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [guestEmail] }, owner.token);
    expect(shared.status).toBe(200);

    const ownerContext = await browser.newContext();
    const guestContext = await browser.newContext({ viewport: PHONE });
    try {
      const ownerPage = await ownerContext.newPage();
      const ownerFailures = watchFailures(ownerPage);
      await ownerPage.goto(`${base}/login`);
      await ownerPage.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
      await fillLogin(ownerPage, owner.email, owner.password);
      await ownerPage.waitForURL(`${base}/dashboard`);
      await ownerPage.getByRole('heading', { name: checklist.title }).waitFor();
      await ownerPage.getByRole('status').filter({ hasText: R.live }).waitFor();

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
      await ownerPage.getByText(M.completedOf(1, 2)).first().waitFor();

      expect(ownerFailures).toEqual([]);
      expect(guestFailures).toEqual([]);
    } finally {
      await ownerContext.close();
      await guestContext.close();
    }
  });
});
