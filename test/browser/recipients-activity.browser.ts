import type { BrowserContext, Page } from '@playwright/test';
import { ACTIVITY_TEXTS as A, RECIPIENT_UI_TEXTS as R, type ChecklistForEdit } from '@ticklist/contracts';
import { call } from '../kit';
import { expect, test } from './support/fixtures';
import { useOwnerSuite } from './support/owner-suite';
import { cardOf, expectAxeClean, rowOf } from './support/page-checks';
import { hasHorizontalScroll, PHONE, socketConnected } from './support/browser';
import { signInPage } from './support/session';
import { createChecklist, mailedPath, type CreatedChecklist } from './support/sharing';
import { recipientToggle } from './support/recipient-row';

/**
 * What the server says when no invitation could go out to a recipient who turned mails off: the
 * same as any failure, since an opt-out is the recipient's business (plain-mail-error.ts).
 */
const TURNED_OFF = 'the invitation could not be sent';
const ITEMS = [{ text: 'Sign the contract' }, { text: 'Send your bank details' }];

test.describe('recipients: delivery state and activity timeline (issue 18)', () => {
  const suite = useOwnerSuite('insight');

  const address = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.net`;

  async function share(checklist: CreatedChecklist, email: string): Promise<void> {
    const res = await call(suite.app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [email] }, suite.owner.token);
    expect(res.status).toBe(200);
  }

  async function shareIdOf(checklist: CreatedChecklist, email: string): Promise<string> {
    const res = await call<ChecklistForEdit>(suite.app.url, 'GET', `/api/checklist/${checklist.id}/edit`, undefined, suite.owner.token);
    return res.body.shares.find((s) => s.recipientUser.email === email)!.id;
  }

  async function ownerPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await suite.browser.newContext({ viewport: PHONE, locale: 'en-GB' });
    const page = await context.newPage();
    await signInPage(page, suite.app.url, suite.owner);
    return { context, page };
  }

  test('the row shows Sent, then Opened and the timeline live; a recipient who turned mails off shows Failed with Resend; axe-clean at 390 px', async () => {
    const checklist = await createChecklist(suite.app, suite.owner.token, { title: `Insight ${Date.now().toString(36)}`, items: ITEMS });
    const [reader, silent] = [address('reader'), address('silent')];
    await share(checklist, reader);
    const guestPath = await mailedPath(suite.app.dataDir, reader, '/shared/');
    // The silent recipient unsubscribes through their invitation's link; sharing again sends nothing.
    await share(checklist, silent);
    const unsubscribe = (await mailedPath(suite.app.dataDir, silent, '/unsubscribe/')).split('/unsubscribe/')[1]!;
    expect((await call(suite.app.url, 'POST', `/api/user/email/unsubscribe/${unsubscribe}`, {})).status).toBe(200);
    await share(checklist, silent);

    const { context, page } = await ownerPage();
    const guestContext = await suite.browser.newContext({ viewport: PHONE });
    try {
      const connected = socketConnected(page);
      await page.goto(`${suite.app.url}/dashboard`);
      await connected;
      const card = cardOf(page, checklist.title);
      const readerRow = rowOf(card, reader);
      const silentRow = rowOf(card, silent);
      await expect(readerRow.locator('.recipient__delivery')).toContainText(R.deliverySent);
      await expect(readerRow.getByText(R.notOpenedYet, { exact: true })).toBeVisible();
      await expect(silentRow.locator('.recipient__delivery')).toContainText(R.deliveryFailed);
      await expect(silentRow.getByText(TURNED_OFF)).toBeVisible();

      // Expanded before the guest comes: the timeline is empty, then fills live.
      await recipientToggle(readerRow, reader).click();
      const timeline = readerRow.getByRole('region', { name: R.activity });
      await expect(timeline).toBeVisible();

      const guest = await guestContext.newPage();
      await guest.goto(suite.app.url + guestPath);
      await expect(readerRow.getByText(R.opened('just now'))).toBeVisible();
      await expect(timeline.getByText(A.opened)).toBeVisible();
      await guest.getByLabel(ITEMS[1]!.text, { exact: true }).click();
      await expect(timeline.locator('.activity__entry').first()).toContainText(A.item_ticked(ITEMS[1]!.text));

      // Resend on the failed row: the owner is told what happened, the row stays honest.
      await silentRow.getByRole('button', { name: R.resend }).click();
      await expect(card.locator('.shared-progress__status')).toHaveText(`${R.deliveryFailed}: ${TURNED_OFF}`);
      await expect(silentRow.getByText(TURNED_OFF)).toBeVisible();

      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAxeClean(page);
      await page.screenshot({ path: test.info().outputPath('recipient-timeline-390.png'), fullPage: true });
    } finally {
      await guestContext.close();
      await context.close();
    }
  });

  test('a long timeline pages with "Show older activity"', async () => {
    const checklist = await createChecklist(suite.app, suite.owner.token, { title: `Busy ${Date.now().toString(36)}`, items: ITEMS });
    const busy = address('busy');
    await share(checklist, busy);
    const token = (await mailedPath(suite.app.dataDir, busy, '/shared/')).split('/shared/')[1]!;
    const item = checklist.items[0]!.id;
    for (let i = 0; i < 23; i++) {
      const res = await call(suite.app.url, 'POST', `/api/guest/shared/${token}/respond`, { item, key: 'complete', value: i % 2 === 0 });
      expect(res.status).toBe(200);
    }
    expect(await shareIdOf(checklist, busy)).toEqual(expect.any(String));

    const { context, page } = await ownerPage();
    try {
      await page.goto(`${suite.app.url}/dashboard`);
      const row = rowOf(cardOf(page, checklist.title), busy);
      await recipientToggle(row, busy).click();
      const entries = row.locator('.activity__entry');
      await expect(entries).toHaveCount(20);
      // Newest first: 23 saves alternate tick/untick starting with a tick, so the last was a tick.
      await expect(entries.first()).toContainText(A.item_ticked(ITEMS[0]!.text));
      await row.getByRole('button', { name: R.activityLoadMore }).click();
      await expect(entries).toHaveCount(23);
      await expect(row.getByRole('button', { name: R.activityLoadMore })).toHaveCount(0);
      expect(await hasHorizontalScroll(page)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
