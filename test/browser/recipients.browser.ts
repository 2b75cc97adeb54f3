import type { BrowserContext, Page } from '@playwright/test';
import type { ChecklistSummary } from '@ticklist/contracts';
import { ACTIVITY_TEXTS, GUEST_PAGE_TEXTS, RECIPIENT_CONTROL_TEXTS as T, RECIPIENT_MESSAGES, RECIPIENT_UI_TEXTS as R, SHARING_MESSAGES } from '@ticklist/contracts';
import { call, mailsTo } from '../kit';
import { mailedPath } from './support/sharing';
import { expect, test } from './support/fixtures';
import { useOwnerSuite } from './support/owner-suite';
import { cardOf, expectAxeClean, rowOf, shot } from './support/page-checks';
import { hasHorizontalScroll, PHONE } from './support/browser';
import { createChecklistViaApi, respondViaApi, shareViaApi } from './support/checklists';
import { signInPage } from './support/session';
import { recipientToggle } from './support/recipient-row';

test.describe('know and control each recipient: presence, item insight, link control (issue 18), at 390 px', () => {
  const suite = useOwnerSuite('recip');

  async function phonePage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await suite.browser.newContext({ viewport: PHONE });
    return { context, page: await context.newPage() };
  }

  const address = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.net`;

  test('"Viewing now" while the guest page is open, "Last seen just now" once closed; item insight live', async () => {
    test.slow(); // an owner and a guest page, three axe passes
    const title = `Starter kit ${Date.now()}`;
    const checklist = await createChecklistViaApi(suite.app, suite.owner.token, {
      title,
      description: null,
      items: [
        { text: 'Read the handbook', description: null, displayOrder: 1 },
        { text: 'Set up the laptop', description: null, displayOrder: 2 },
      ],
    });
    const ann = address('ann');
    const bob = address('bob');
    const annToken = await shareViaApi(suite.app, suite.owner.token, checklist.id, ann);
    const bobToken = await shareViaApi(suite.app, suite.owner.token, checklist.id, bob);
    await respondViaApi(suite.app, annToken, checklist.items[0]!.id, 'complete', true);

    const ownerSide = await phonePage();
    const guestSide = await phonePage();
    try {
      const page = ownerSide.page;
      await signInPage(page, suite.app.url, suite.owner);
      await page.goto(`${suite.app.url}/dashboard`);
      const card = cardOf(page, title);
      const annRow = rowOf(card, ann);
      await expect(annRow).toBeVisible();
      await expect(annRow.getByText(R.viewingNow)).toHaveCount(0);

      await guestSide.page.goto(`${suite.app.url}/shared/${annToken}`);
      await expect(guestSide.page.getByRole('heading', { name: title })).toBeVisible();
      await expect(annRow.getByText(R.viewingNow, { exact: true })).toBeVisible({ timeout: 5_000 });
      await expect(rowOf(card, bob).getByText(R.viewingNow)).toHaveCount(0);

      // Item insight: ann started and left the laptop undone.
      await card.getByRole('button', { name: T.insight }).click();
      const insight = card.getByRole('list', { name: T.insightOf(title) });
      // Said what it shows (issue 44): a heading and a line explaining the figures.
      await expect(card.getByRole('heading', { name: T.insightHeading })).toBeVisible();
      await expect(card.getByText(T.insightExplanation)).toBeVisible();
      const laptop = insight.getByRole('listitem').filter({ hasText: 'Set up the laptop' });
      const handbook = insight.getByRole('listitem').filter({ hasText: 'Read the handbook' });
      await expect(handbook.getByText(T.insightDone(1, 2))).toBeVisible();
      await expect(laptop.getByText(T.insightDone(0, 2))).toBeVisible();
      await expect(laptop.getByText(R.whereStuck)).toBeVisible();
      await expect(handbook.getByText(R.whereStuck)).toHaveCount(0);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await shot(page, 'viewing-now-and-insight');
      await expectAxeClean(page);

      // Bob ticks the laptop: the insight follows without a reload.
      await respondViaApi(suite.app, bobToken, checklist.items[1]!.id, 'complete', true);
      await expect(laptop.getByText(T.insightDone(1, 2))).toBeVisible();

      await guestSide.page.close();
      await expect(annRow.getByText(R.lastSeenJustNow, { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(annRow.getByText(R.viewingNow)).toHaveCount(0);
    } finally {
      await guestSide.context.close();
      await ownerSide.context.close();
    }
  });

  test('a guest page that stays hidden (a scanner rendering the link) records no opening; shown for 2 s, it is Opened and Viewing now', async () => {
    const checklist = await createChecklistViaApi(suite.app, suite.owner.token, {
      title: `Scanned ${Date.now()}`,
      description: null,
      items: [{ text: 'Sign the form', description: null, displayOrder: 1 }],
    });
    const email = address('scan');
    const token = await shareViaApi(suite.app, suite.owner.token, checklist.id, email);
    const shareOf = async () => {
      const res = await call<ChecklistSummary>(suite.app.url, 'GET', `/api/checklist/${checklist.id}/edit`, undefined, suite.owner.token);
      return res.body.shares.find((s) => s.recipientUser.email === email)!;
    };
    const guest = await phonePage();
    try {
      const { page } = guest;
      // The page is rendered as a background tab is: hidden until the test shows it.
      await page.addInitScript(() => {
        let visible = false;
        Object.defineProperty(document, 'visibilityState', { get: () => (visible ? 'visible' : 'hidden') });
        Object.defineProperty(document, 'hidden', { get: () => !visible });
        (window as unknown as { showPage: () => void }).showPage = () => {
          visible = true;
          document.dispatchEvent(new Event('visibilitychange'));
        };
      });
      await page.clock.install();
      const seenCalls: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/seen')) seenCalls.push(request.url());
      });
      await page.goto(`${suite.app.url}/shared/${token}`);
      await expect(page.getByRole('heading', { name: checklist.title })).toBeVisible();
      await page.clock.runFor(10_000);
      // A request after the run: had the page asked to record an opening, it would have come first.
      await page.evaluate(() => fetch('/api/health'));
      expect(seenCalls).toEqual([]);
      expect(await shareOf()).toMatchObject({ firstOpenedAt: null, viewing: false });

      await page.evaluate(() => (window as unknown as { showPage: () => void }).showPage());
      await page.clock.runFor(2_100);
      await expect.poll(async () => {
        const share = await shareOf();
        return { opened: share.firstOpenedAt !== null, viewing: share.viewing };
      }).toEqual({ opened: true, viewing: true });
      expect(seenCalls).toHaveLength(1);
    } finally {
      await guest.context.close();
    }
  });

  test('revoke (confirmed): the open guest page turns into "no longer active"; a new link restores access; remove (confirmed) deletes the row', async () => {
    test.slow(); // dialogs, a guest page and four axe passes
    const title = `Access check ${Date.now()}`;
    const checklist = await createChecklistViaApi(suite.app, suite.owner.token, {
      title,
      description: null,
      items: [{ text: 'Sign the NDA', description: null, displayOrder: 1 }],
    });
    const cat = address('cat');
    const catToken = await shareViaApi(suite.app, suite.owner.token, checklist.id, cat);

    const ownerSide = await phonePage();
    const guestSide = await phonePage();
    try {
      const page = ownerSide.page;
      await signInPage(page, suite.app.url, suite.owner);
      await page.goto(`${suite.app.url}/dashboard`);
      const row = rowOf(cardOf(page, title), cat);
      const guest = guestSide.page;
      await guest.goto(`${suite.app.url}/shared/${catToken}`);
      await expect(guest.getByRole('heading', { name: title })).toBeVisible();
      await expect(row.getByText(R.viewingNow, { exact: true })).toBeVisible({ timeout: 5_000 });

      // Link control sits in the expanded row. Revoke: asked first; cancelling changes nothing.
      await expect(row.getByRole('button', { name: R.revokeAccess })).toBeHidden();
      await recipientToggle(row, cat).click();
      await row.getByRole('button', { name: R.revokeAccess }).click();
      let dialog = page.getByRole('dialog', { name: T.revokeTitle(cat) });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(T.revokeBody);
      await shot(page, 'revoke-confirm');
      await expectAxeClean(page);
      await dialog.getByRole('button', { name: T.cancel }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row.getByText(T.revokedBadge, { exact: true })).toHaveCount(0);

      await row.getByRole('button', { name: R.revokeAccess }).click();
      dialog = page.getByRole('dialog', { name: T.revokeTitle(cat) });
      await dialog.getByRole('button', { name: T.revokeConfirm }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row.getByText(T.revokedBadge, { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: R.revokeAccess })).toHaveCount(0);
      await expect(page.getByText(T.revokedDone(cat))).toBeVisible();

      // The guest's open page is cut and says whom to ask; so does a fresh visit.
      const inactive = RECIPIENT_MESSAGES.linkInactive(suite.owner.email);
      await expect(guest.getByText(inactive, { exact: true })).toBeVisible();
      await expect(guest.getByRole('heading', { level: 1, name: T.linkInactiveTitle })).toBeVisible();
      await expect(guest).toHaveTitle(new RegExp(T.linkInactiveTitle));
      await expect(row.getByText(R.viewingNow)).toHaveCount(0);
      await guest.reload();
      await expect(guest.getByText(inactive, { exact: true })).toBeVisible();
      expect(await hasHorizontalScroll(guest)).toBe(false);
      await shot(guest, 'guest-link-inactive');
      await expectAxeClean(guest);

      // Send a new link: asked first like Revoke and Remove (issue 44); access is back (through the new link), the old one stays inactive.
      const mailsBefore = mailsTo(suite.app.dataDir, cat).length;
      await row.getByRole('button', { name: R.sendNewLink }).click();
      dialog = page.getByRole('dialog', { name: T.renewTitle(cat) });
      await expect(dialog).toContainText(T.renewBody);
      await dialog.getByRole('button', { name: T.renewConfirm }).click();
      await expect(page.getByText(T.renewedDone(cat))).toBeVisible();
      await expect(row.getByText(T.revokedBadge, { exact: true })).toHaveCount(0);
      await expect(row.getByRole('button', { name: R.revokeAccess })).toBeVisible();
      const old = await call(suite.app.url, 'GET', `/api/guest/shared/${catToken}`);
      expect(old.status).toBe(410);

      // Remove: asked first, saying what goes.
      await row.getByRole('button', { name: R.removeRecipient }).click();
      dialog = page.getByRole('dialog', { name: T.removeTitle(cat) });
      await expect(dialog).toContainText(T.removeBody(cat));
      expect(await hasHorizontalScroll(page)).toBe(false);
      await shot(page, 'remove-confirm');
      await expectAxeClean(page);
      await dialog.getByRole('button', { name: T.removeConfirm }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row).toHaveCount(0);
      await expect(page.getByText(T.removedDone(cat))).toBeVisible();
      const edit = await call(suite.app.url, 'GET', `/api/checklist/${checklist.id}/edit`, undefined, suite.owner.token);
      expect(edit.body.shares).toEqual([]);

      // The removed recipient's new link: the spec's failure state, saying what may have happened (issue 44).
      await guest.goto(`${suite.app.url}${await mailedPath(suite.app.dataDir, cat, '/shared/', { after: mailsBefore })}`);
      await expect(guest.getByRole('heading', { level: 1, name: SHARING_MESSAGES.unableToLoad })).toBeVisible();
      await expect(guest.getByText(GUEST_PAGE_TEXTS.linkGone, { exact: true })).toBeVisible();
      await expectAxeClean(guest);
    } finally {
      await guestSide.context.close();
      await ownerSide.context.close();
    }
  });

  test('"Copy link" puts the recipient\'s personal link on the clipboard by keyboard, says "Link copied", and the read shows in their activity', async () => {
    const title = `Copy check ${Date.now()}`;
    const checklist = await createChecklistViaApi(suite.app, suite.owner.token, {
      title,
      description: null,
      items: [{ text: 'Pick a desk', description: null, displayOrder: 1 }],
    });
    const dee = address('dee');
    const deeToken = await shareViaApi(suite.app, suite.owner.token, checklist.id, dee);

    const ownerSide = await phonePage();
    try {
      await ownerSide.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.app.url });
      const page = ownerSide.page;
      await signInPage(page, suite.app.url, suite.owner);
      await page.goto(`${suite.app.url}/dashboard`);
      const row = rowOf(cardOf(page, title), dee);
      await recipientToggle(row, dee).click();
      const copy = row.getByRole('button', { name: R.copyLink });
      await expect(copy).toHaveAccessibleDescription(new RegExp(dee.replace(/[.]/g, '\\.')));
      await copy.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: R.linkCopied })).toBeVisible();
      await expect(copy).toBeFocused();
      // The mailed link (APP_URL/shared/{token}).
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^https?://[^/]+/shared/${deeToken}$`));
      await expect(row.getByText(ACTIVITY_TEXTS.link_read)).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAxeClean(page);
    } finally {
      await ownerSide.context.close();
    }
  });
});
