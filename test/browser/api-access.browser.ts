import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { call } from '../kit';
import { expect, test, type RunningApp } from './support/fixtures';
import { AXE_TAGS } from './support/page-checks';
import { hasHorizontalScroll, newPage, PHONE } from './support/browser';
import { signInNewOwner } from './support/session';

/** Account › Security › Access tokens, and the API reference the product serves (issue 16). */
test.describe('API access from the account pages', () => {
  let app: RunningApp;
  let browser: Browser;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
  });

  test('an owner creates a token, copies its secret once, sees it listed and revokes it, at 390 px', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    try {
      const owner = await signInNewOwner(page, app, 'tokens');
      await page.goto(`${app.url}/dashboard/account/security`);
      await expect(page).toHaveTitle('Security · Ticklist');
      const panel = page.getByRole('region', { name: 'Access tokens' });
      await expect(panel.getByText('No tokens yet.')).toBeVisible();

      // An empty name is refused beside the field.
      await panel.getByRole('button', { name: 'Create token' }).click();
      await expect(panel.getByText('Give the token a name')).toBeVisible();

      await panel.getByLabel('Name').fill('Nightly HR sync');
      await panel.getByLabel('Read and write').check();
      await panel.getByLabel('Expires').selectOption({ label: 'In a year' });
      await panel.getByRole('button', { name: 'Create token' }).click();

      const secretField = panel.getByLabel('New token');
      await expect(secretField).toHaveValue(/^tl_pat_/);
      const secret = await secretField.inputValue();
      await panel.getByRole('button', { name: 'Copy' }).click();
      await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      expect(await hasHorizontalScroll(page)).toBe(false);
      const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

      // The secret works on the API, as a script would use it.
      expect((await call(app.url, 'GET', '/api/checklist', undefined, secret)).status).toBe(200);

      await panel.getByRole('button', { name: 'Done' }).click();
      await expect(secretField).toHaveCount(0);
      const list = panel.getByRole('list', { name: 'Your access tokens' });
      const row = list.getByRole('listitem').filter({ hasText: 'Nightly HR sync' });
      await expect(row.getByText('Read and write')).toBeVisible();
      await expect(row).not.toContainText(secret);

      await row.getByRole('button', { name: 'Revoke Nightly HR sync' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke this token?' });
      await expect(dialog).toContainText('Anything using “Nightly HR sync” stops working at once.');
      await dialog.getByRole('button', { name: 'Revoke token' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(panel.getByText('No tokens yet.')).toBeVisible();
      expect((await call(app.url, 'GET', '/api/checklist', undefined, secret)).status).toBe(401);
      expect((await call(app.url, 'GET', '/api/me', undefined, owner.token)).status).toBe(200);
    } finally {
      await context.close();
    }
  });

  test('the API reference opens from the account pages, renders the document and breaks no CSP', async () => {
    const { context, page } = await newPage(browser);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // A request the page itself dropped by navigating away (the dashboard's list, left for the
    // account page) is not a problem; a refused or failed one is.
    page.on('requestfailed', (request) => request.failure()?.errorText !== 'net::ERR_ABORTED' && problems.push(`${request.url()} ${request.failure()?.errorText}`));
    try {
      await signInNewOwner(page, app, 'docs');
      await page.goto(`${app.url}/dashboard/account`);
      await page.getByRole('link', { name: 'API reference' }).click();
      await expect(page).toHaveURL(/\/api\/docs$/);
      await expect(page).toHaveTitle('API reference · Ticklist');
      await expect(page.getByRole('heading', { name: /Ticklist API/ })).toBeVisible();
      await expect(page.getByText('/api/user/tokens').first()).toBeVisible();
      await expect(page.getByText('/api/guest/shared/{accessToken}/respond')).toBeVisible();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
