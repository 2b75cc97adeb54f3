import sharp from 'sharp';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { SHARING_MESSAGES as M } from '@ticklist/contracts';
import { call } from '../kit';
import { hasHorizontalScroll, PHONE } from './support/browser';
import { shareViaApi } from './support/checklists';
import { expect, test } from './support/fixtures';
import { openSharePanel, openSignedIn, useOwnerSuite } from './support/owner-suite';
import { AXE_TAGS, screenshotPath } from './support/page-checks';
import { recipientToggle } from './support/recipient-row';

/** Issue 46, end to end: an owner asks for more than ticks, a guest answers (offline too), the owner sees the evidence. */
const shot = (page: Page, name: string) => page.screenshot({ path: screenshotPath(`answers-${name}.png`), fullPage: true });
const indicator = (page: Page) => page.getByRole('status').filter({ hasText: /^(Saving\.\.\.|Saved .*|Auto-save enabled|Offline, .* waiting)$/ });

/** The image is shown (loaded and drawn), not only its alt text. */
const loaded = (img: Locator) => expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('answers and evidence', () => {
  const suite = useOwnerSuite('answers');

  test('an owner asks yes/no, a number and a photo; the guest answers, offline too; the owner sees answers and photos', async () => {
    test.setTimeout(180_000);
    const png = (colour: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
    const title = 'Cold room check';

    // The owner makes the checklist in the form, a kind per item.
    const owner = await openSignedIn(suite, { viewport: PHONE, owner: suite.owner });
    try {
      const { page } = owner;
      await page.goto(`${suite.app.url}/dashboard/create`);
      await page.getByLabel('Title').fill(title);
      const texts = page.getByLabel('What needs to be done?');
      const kinds = page.getByLabel('Answer type');
      await texts.nth(0).fill('Door seal intact?');
      await kinds.nth(0).selectOption({ label: 'Yes / no' });
      await page.getByLabel('Flag the answer').selectOption({ label: 'No' });
      await page.getByRole('button', { name: 'Add Item' }).click();
      await texts.nth(1).fill('Fridge temperature');
      await kinds.nth(1).selectOption({ label: 'Number' });
      await page.getByLabel('Highest expected').fill('five');
      await page.getByLabel('Unit').fill('°C');
      await page.getByRole('button', { name: 'Save Checklist' }).click();
      // A setting the server's rules refuse is said at its field, nothing sent.
      await expect(page.getByLabel('Highest expected')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Must be a number')).toBeVisible();
      await page.getByLabel('Highest expected').fill('5');
      await page.getByRole('button', { name: 'Add Item' }).click();
      await texts.nth(2).fill('Photo of the thermometer');
      await kinds.nth(2).selectOption({ label: 'Photo' });
      await page.getByRole('button', { name: 'Add section' }).click();
      await page.getByLabel('Section title').fill('Sign-off');
      await expect(page.getByRole('heading', { name: 'Section', exact: true })).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await axeClean(page);
      await shot(page, 'form-390');
      await page.getByRole('button', { name: 'Save Checklist' }).click();
      await page.waitForURL(/\/dashboard$/);
    } finally {
      await owner.context.close();
    }

    const list = await call(suite.app.url, 'GET', '/api/checklist', undefined, suite.owner.token);
    const checklistId = (list.body.items as { id: string; title: string }[]).find((c) => c.title === title)!.id;
    const guestEmail = `guest.${Date.now().toString(36)}@example.net`;
    const token = await shareViaApi(suite.app, suite.owner.token, checklistId, guestEmail);

    // The guest answers on a phone.
    const guest = await suite.browser.newContext({ viewport: PHONE });
    const uploads: string[] = [];
    guest.on('requestfinished', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/files')) uploads.push(r.headers()['idempotency-key'] ?? 'none');
    });
    try {
      const page = await guest.newPage();
      await page.goto(`${suite.app.url}/shared/${token}`);
      await expect(indicator(page)).toHaveText(M.autoSaveEnabled);
      await expect(page.getByText('Your answers and files are shared with the owner; your notes stay yours alone.')).toBeVisible();
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

      const seal = page.getByRole('group', { name: 'Door seal intact?' });
      await seal.getByLabel('No').check();
      await expect(page.getByText('Flagged for the owner')).toBeVisible();
      await expect(indicator(page)).toHaveText(/^Saved /);
      await page.getByLabel('Photo of the thermometer', { exact: true }).setInputFiles({ name: 'thermometer.png', mimeType: 'image/png', buffer: await png('#3b82f6') });
      await loaded(page.getByRole('img', { name: 'thermometer.png' }));
      await expect(page.getByRole('heading', { name: 'Sign-off' })).toBeVisible();
      await expect(page.getByText('2 of 3 items completed')).toBeVisible();
      await axeClean(page);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await shot(page, 'guest-390');

      // Offline: a number and a second photo wait on the device, then land once each.
      await guest.setOffline(true);
      const temperature = page.getByLabel('Fridge temperature', { exact: true });
      await temperature.fill('7');
      await temperature.blur();
      await page.getByLabel('Photo of the thermometer', { exact: true }).setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: await png('#ef4444') });
      await expect(indicator(page)).toHaveText('Offline, 1 change and 1 photo waiting');
      await loaded(page.getByRole('img', { name: 'second.png' }));
      await expect(page.getByText('3 of 3 items completed')).toBeVisible();
      await shot(page, 'guest-offline-390');
      await guest.setOffline(false);
      await expect(indicator(page)).toHaveText(/^Saved /);
      await expect(page.getByRole('img', { name: 'second.png' })).toBeVisible();
    } finally {
      await guest.close();
    }
    const items = (await call(suite.app.url, 'GET', `/api/guest/shared/${token}`)).body.share.checklist.items as { text: string; response: { answer: unknown; files?: unknown[] } | null }[];
    expect(items.map((i) => [i.text, i.response?.answer ?? null, i.response?.files?.length ?? 0])).toEqual([
      ['Door seal intact?', 'no', 0],
      ['Fridge temperature', 7, 0],
      ['Photo of the thermometer', [expect.any(String), expect.any(String)], 2],
      ['Sign-off', null, 0],
    ]);
    expect(new Set(uploads).size).toBe(uploads.length);

    // The owner reads the answers, the flagged one first, with the photos.
    const { context, card, page } = await openSharePanel(suite, suite.owner, title);
    const panel = card.getByRole('region', { name: `Shared Progress: ${title}` });
    try {
      await expect(panel.getByText('3/3 completed')).toBeVisible();
      await recipientToggle(panel, guestEmail).click();
      const rows = panel.locator('.recipient__item');
      await expect(rows.first()).toContainText('Door seal intact?');
      await expect(rows.first()).toContainText('Flagged');
      await expect(panel.getByText('7 °C')).toBeVisible();
      await loaded(panel.getByRole('img', { name: 'thermometer.png' }));
      await loaded(panel.getByRole('img', { name: 'second.png' }));
      await axeClean(page);
      await shot(page, 'owner-390');
    } finally {
      await context.close();
    }
  });
});
