import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { call } from '../kit';
import { expect, test, type RunningApp } from './support/fixtures';
import { expectAxeClean } from './support/page-checks';
import { hasHorizontalScroll, newPage, PHONE } from './support/browser';
import { createChecklistViaApi } from './support/checklists';
import { signInNewOwner } from './support/session';

test.use({ appEnv: { WEBHOOKS_ALLOW_PRIVATE: 'on', WEBHOOKS_ALLOW_INSECURE: 'on' } });

/** Account › Integrations (issue 20): webhook endpoints from the owner's side, at 390 px. */
test.describe('Account › Integrations', () => {
  let app: RunningApp;
  let browser: Browser;
  let receiver: Server;
  const bodies: { body: string; headers: Record<string, string> }[] = [];

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        bodies.push({ body, headers: req.headers as Record<string, string> });
        res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  test('add an endpoint, copy its secret once, see a delivery, redeliver it, pause, rotate and delete', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    try {
      const owner = await signInNewOwner(page, app, 'hooks');
      await page.goto(`${app.url}/dashboard/account`);
      await page.getByRole('link', { name: 'Integrations' }).click();
      await expect(page).toHaveTitle('Integrations · Ticklist');
      const panel = page.getByRole('region', { name: 'Integrations' });
      await expect(panel.getByText('No endpoints yet.')).toBeVisible();

      await panel.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(panel.getByText('Enter the endpoint’s URL')).toBeVisible();
      await panel.getByLabel('Endpoint URL').fill(url);
      await panel.getByLabel(/A recipient ticks an item/).uncheck();
      await panel.getByLabel(/^A recipient finishes a checklist recipient\.completed/).uncheck();
      await panel.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(panel.getByText('Choose at least one event')).toBeVisible();
      await panel.getByLabel(/You change a checklist/).check();
      await panel.getByRole('button', { name: 'Add endpoint' }).click();

      const secretField = panel.getByLabel('Signing secret');
      await expect(secretField).toHaveValue(/^whsec_/);
      const secret = await secretField.inputValue();
      await panel.getByRole('button', { name: 'Copy' }).click();
      await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAxeClean(page);
      await panel.getByRole('button', { name: 'Done' }).click();

      const row = panel.getByRole('list', { name: 'Your endpoints' }).getByRole('listitem').filter({ hasText: url });
      await expect(row.getByText('Active')).toBeVisible();
      await expect(row).toContainText('checklist.updated');
      await expect(row).not.toContainText(secret);

      // A change the endpoint is subscribed to: delivered, signed with the secret, and in the log.
      const checklist = await createChecklistViaApi(app, owner.token, { title: 'Onboarding', description: '', items: [{ text: 'Laptop', displayOrder: 1 }] });
      const put = await call(app.url, 'PUT', `/api/checklist/${checklist.id}/update`, { title: 'Onboarding v2', items: checklist.items }, owner.token);
      expect(put.status).toBe(200);
      await expect.poll(() => bodies.length).toBe(1);
      new Webhook(secret).verify(bodies[0]!.body, bodies[0]!.headers);
      await row.getByRole('button', { name: 'Delivery log' }).click();
      const log = row.getByRole('list', { name: `Deliveries to ${url}` });
      await expect(log.getByRole('listitem')).toHaveCount(1);
      await expect(log).toContainText('HTTP 200');
      await expect(log).toContainText('thanks');
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAxeClean(page);

      await log.getByRole('button', { name: /^Redeliver checklist\.updated/ }).click();
      // The outcome, not the button's passing "Queued": the sender may have delivered it before a look.
      await expect.poll(() => bodies.length).toBe(2);
      expect(JSON.parse(bodies[1]!.body).id).toBe(JSON.parse(bodies[0]!.body).id);
      await expect(log.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });

      await row.getByRole('button', { name: 'Pause' }).click();
      await expect(row.getByText('Paused')).toBeVisible();
      await row.getByRole('button', { name: 'Resume' }).click();
      await expect(row.getByText('Active')).toBeVisible();

      await row.getByRole('button', { name: 'Rotate secret' }).click();
      const rotate = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
      await expectAxeClean(page);
      await rotate.getByRole('button', { name: 'Rotate secret' }).click();
      await expect(rotate).toHaveCount(0);
      await expect(panel.getByLabel('Signing secret')).not.toHaveValue(secret);
      await panel.getByRole('button', { name: 'Done' }).click();

      await row.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this endpoint?' });
      await expect(dialog).toContainText(`${url} will get no more events.`);
      await dialog.getByRole('button', { name: 'Delete endpoint' }).click();
      await expect(panel.getByText('No endpoints yet.')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
