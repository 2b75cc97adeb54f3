import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { GUEST_PAGE_HTML, GUEST_PAGE_TEXTS, NOTES_AUTOSAVE_DEBOUNCE_MS, SHARING_MESSAGES as M } from '@ticklist/contracts';
import { expect, test } from './support/fixtures';
import { cardOf, screenshotPath } from './support/page-checks';
import { DESKTOP, hasHorizontalScroll, newPage, PHONE } from './support/browser';
import { shareViaApi } from './support/checklists';
import { useChecklistSuite } from './support/owner-suite';
import { signInPage } from './support/session';
import { ONBOARDING } from './support/sharing';
import { recipientToggle } from './support/recipient-row';

const ITEMS = ONBOARDING.items;

/** The list item of a guest checklist item, by its text. */
const itemOf = (page: Page, text: string): Locator => page.locator('li', { has: page.getByLabel(text, { exact: true }) });

const saveIndicator = (page: Page) => page.getByRole('status').filter({ hasText: /Saving\.\.\.|Saved |Auto-save enabled/ });

/** Waits until every save started so far has been answered. */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
}

/**
 * The guest works through a checklist shared with them (the owner's share panel:
 * sharing-owner.browser.ts), and the owner sees the progress. The tests run in order on one share.
 */
test.describe('sharing: guest works through the checklist, owner sees the progress', () => {
  const suite = useChecklistSuite(ONBOARDING);
  const guest = `guest.${Date.now().toString(36)}@example.net`;
  let guestPath = '';

  test.beforeAll(async () => {
    guestPath = `/shared/${await shareViaApi(suite.app, suite.owner.token, suite.checklist.id, guest)}`;
  });

  test('the guest opens the mailed link on a phone, ticks, writes a note and sees both after a reload', async () => {
    expect(guestPath).not.toBe('');
    const { context, page } = await newPage(suite.browser, PHONE);
    await page.goto(suite.app.url + guestPath);
    await expect(page.getByRole('heading', { level: 1, name: suite.checklist.title })).toBeVisible();
    await expect(page.getByText(M.guestAccess, { exact: true })).toBeVisible();
    await expect(page.getByText(M.sharedBy(M.ownerNamed(suite.owner.email, suite.owner.user.username)))).toBeVisible();
    await expect(page.getByText(M.guestTip)).toBeVisible();
    await expect(page.getByText(M.itemsCompleted(0, 3))).toBeVisible();
    expect(await saveIndicator(page).innerText()).toBe(M.autoSaveEnabled);

    // Help only where the item has a description.
    await expect(page.getByRole('button', { name: /^Help/ })).toHaveCount(1);
    const first = itemOf(page, ITEMS[0]!.text);
    await first.getByRole('button', { name: /^Help/ }).click();
    await expect(first.getByText(`${M.helpPrefix} ${ITEMS[0]!.description}`)).toBeVisible();

    // A tick shows at once, saves, and strikes the text through.
    const tick = page.getByLabel(ITEMS[0]!.text, { exact: true });
    await tick.click();
    await expect(tick).toBeChecked();
    await settled(page);
    await expect(page.getByText(M.itemsCompleted(1, 3))).toBeVisible();
    await expect(page.getByText('33%', { exact: true })).toBeVisible();
    await expect(first.locator('label.strike')).toHaveCount(1);

    // Notes: typed key by key, saved once a second after the last key, with the whole text.
    const second = itemOf(page, ITEMS[1]!.text);
    await second.getByRole('button', { name: /^Notes/ }).click();
    const notes = second.getByLabel(M.notesLabel);
    await expect(notes).toHaveAttribute('placeholder', M.notesPlaceholder);
    const saved = page.waitForResponse((r) => r.url().endsWith('/respond') && r.request().postDataJSON()?.key === 'notes');
    await notes.pressSequentially('Asked IT for a hardware key', { delay: 20 });
    const body = (await saved).request().postDataJSON();
    expect(body.value).toBe('Asked IT for a hardware key');
    // Each notes box is named after its item, and its button says it holds a note (issue 44).
    await expect(page.getByRole('textbox', { name: `${M.notesLabel} – ${ITEMS[1]!.text}`, exact: true })).toBeVisible();
    await expect(second.getByRole('button', { name: `${M.notes} – ${ITEMS[1]!.text} (${GUEST_PAGE_TEXTS.hasNote})`, exact: true })).toBeVisible();
    await settled(page);

    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.screenshot({ path: screenshotPath('guest-390.png'), fullPage: true });

    await page.reload();
    await expect(page.getByText(M.itemsCompleted(1, 3))).toBeVisible();
    await expect(page.getByLabel(ITEMS[0]!.text, { exact: true })).toBeChecked();
    await expect(page.getByLabel(ITEMS[1]!.text, { exact: true })).not.toBeChecked();
    await itemOf(page, ITEMS[1]!.text).getByRole('button', { name: /^Notes/ }).click();
    await expect(itemOf(page, ITEMS[1]!.text).getByLabel(M.notesLabel)).toHaveValue('Asked IT for a hardware key');
    await context.close();
  });

  test('a note the server refuses shows its lines in red under the box', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    await page.goto(suite.app.url + guestPath);
    const third = itemOf(page, ITEMS[2]!.text);
    await third.getByRole('button', { name: /^Notes/ }).click();
    await third.getByLabel(M.notesLabel).fill('x'.repeat(5_001));
    const error = third.locator('.field-error');
    await expect(error.first()).toBeVisible();
    expect(await error.allInnerTexts()).toContain(M.notesTooLong);
    await expect(third.getByLabel(M.notesLabel)).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: screenshotPath('guest-1280.png'), fullPage: true });
    await context.close();
  });

  test('a tick whose save fails is rolled back with a message', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    await page.route('**/respond', (route) =>
      route.request().postDataJSON()?.key === 'complete'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service temporarily unavailable' }) })
        : route.continue(),
    );
    await page.goto(suite.app.url + guestPath);
    await expect(page.getByText(M.itemsCompleted(1, 3))).toBeVisible();
    const tick = page.getByLabel(ITEMS[2]!.text, { exact: true });
    await tick.click();
    await expect(itemOf(page, ITEMS[2]!.text).getByRole('alert').filter({ hasText: M.tickFailed })).toBeVisible();
    await expect(tick).not.toBeChecked();
    await expect(page.getByText(M.itemsCompleted(1, 3))).toBeVisible();
    await context.close();
  });

  test('notes typed while a save is in flight are sent after it, with the latest text', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    const sent: { value: string; at: number }[] = [];
    const answered: number[] = [];
    let answerFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve));
    await page.route('**/respond', async (route) => {
      const body = route.request().postDataJSON();
      if (body?.key !== 'notes') return route.continue();
      sent.push({ value: body.value, at: Date.now() });
      if (sent.length === 1) await firstHeld; // a slow first save, answered when the test says
      const res = await route.fetch();
      answered.push(Date.now());
      await route.fulfill({ response: res });
    });
    // The page's clock runs as usual; the test moves it on to fire the second debounce at a known moment.
    await page.clock.install();
    await page.goto(suite.app.url + guestPath);
    const third = itemOf(page, ITEMS[2]!.text);
    await third.getByRole('button', { name: /^Notes/ }).click();
    const box = third.getByLabel(M.notesLabel);
    await box.pressSequentially('first');
    await expect.poll(() => sent.length).toBe(1);
    await box.pressSequentially(' then more');
    await page.clock.fastForward(NOTES_AUTOSAVE_DEBOUNCE_MS); // its timer fires while the first save is still out
    answerFirst();
    await expect.poll(() => sent.length, { timeout: 8_000 }).toBe(2);
    expect(sent.map((s) => s.value)).toEqual(['first', 'first then more']);
    expect(sent[1]!.at).toBeGreaterThanOrEqual(answered[0]!);
    await settled(page);
    await page.reload();
    await itemOf(page, ITEMS[2]!.text).getByRole('button', { name: /^Notes/ }).click();
    await expect(itemOf(page, ITEMS[2]!.text).getByLabel(M.notesLabel)).toHaveValue('first then more');
    await context.close();
  });

  test('the guest completes every item and sees the Congratulations panel', async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    await page.goto(suite.app.url + guestPath);
    await expect(page.getByText(M.itemsCompleted(1, 3))).toBeVisible();
    await expect(page.getByText(M.congratulations)).toHaveCount(0);
    await page.getByText(ITEMS[1]!.text, { exact: true }).click(); // clicking the text toggles too
    await page.getByLabel(ITEMS[2]!.text, { exact: true }).press('Space'); // and the keyboard
    await expect(page.getByText(M.congratulations)).toBeVisible();
    await expect(page.getByText(M.progressSaved)).toBeVisible();
    await expect(page.getByText(M.itemsCompleted(3, 3))).toBeVisible();
    await expect(page.getByText('100%', { exact: true })).toBeVisible();
    await settled(page);

    // Untick one: the panel goes, and that is what the owner should see.
    await page.getByLabel(ITEMS[2]!.text, { exact: true }).click();
    await expect(page.getByText(M.congratulations)).toHaveCount(0);
    await settled(page);
    await page.reload();
    await expect(page.getByText(M.itemsCompleted(2, 3))).toBeVisible();
    await context.close();
  });

  test("after a reload the owner's Shared Progress shows the guest's figures, item by item", async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    await signInPage(page, suite.app.url, suite.owner);
    await page.goto(`${suite.app.url}/dashboard`);
    const card = cardOf(page, suite.checklist.title);
    await expect(card.getByText(M.sharedProgress)).toBeVisible();
    // One recipient, 2 of 3 done: overall 67%.
    expect(await card.locator('.shared-progress__overall').innerText()).toMatch(/Overall\s+67%/);
    await expect(card.getByText(M.completedOf(2, 3))).toBeVisible();
    const toggle = recipientToggle(card, guest);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rows = card.locator('.recipient__item');
    await expect(rows).toHaveCount(3);
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringContaining(M.itemComplete),
      expect.stringContaining(M.itemComplete),
      expect.stringContaining(M.itemPending),
    ]);
    await card.screenshot({ path: screenshotPath('shared-progress-1280.png') });
    await page.setViewportSize(PHONE);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await card.screenshot({ path: screenshotPath('shared-progress-390.png') });
    await context.close();
  });

  test('preview shows the guest view to the owner, saves nothing, and says when the checklist is missing', async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    await signInPage(page, suite.app.url, suite.owner);
    const responds: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/respond')) responds.push(r.url());
    });
    await page.goto(`${suite.app.url}/dashboard/preview/${suite.checklist.id}`);
    await expect(page.getByRole('heading', { level: 1, name: M.previewTitle })).toBeVisible();
    await expect(page.getByText(M.livePreview, { exact: true })).toBeVisible();
    await expect(page.getByText(M.previewTip)).toBeVisible();
    await expect(page.getByRole('heading', { name: suite.checklist.title })).toBeVisible();
    // The owner's preview starts blank, whatever the guests did.
    await expect(page.getByText(M.itemsCompleted(0, 3))).toBeVisible();
    await page.getByLabel(ITEMS[0]!.text, { exact: true }).click();
    await expect(page.getByText(M.saving, { exact: true })).toBeVisible();
    await settled(page);
    await expect(page.getByText(M.itemsCompleted(1, 3))).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.screenshot({ path: screenshotPath('preview-390.png'), fullPage: true });
    expect(responds).toEqual([]);
    await page.reload();
    await expect(page.getByText(M.itemsCompleted(0, 3))).toBeVisible();

    await page.goto(`${suite.app.url}/dashboard/preview/${randomUUID()}`);
    await expect(page.getByText('Checklist not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).last().click();
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  test('an owner signed in on this browser opens a guest link, then the dashboard: still signed in', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    await signInPage(page, suite.app.url, suite.owner);
    // The guest page does not read the stored session; the app reads it on leaving for a page that needs it.
    await page.goto(suite.app.url + guestPath);
    await expect(page.getByText(M.sharedBy(M.ownerNamed(suite.owner.email, suite.owner.user.username)))).toBeVisible();
    // The app has taken over from the server's copy of the page, so the navigation below stays inside it.
    await expect(page.locator(`#${GUEST_PAGE_HTML.snapshotId}`)).toHaveCount(0);
    await page.evaluate(() => {
      history.pushState(null, '', '/dashboard');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // The dashboard itself (the guest page shows the checklist's title too), and no redirect to sign in.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(cardOf(page, suite.checklist.title)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });

  test('an unknown link shows the failure state with a way home', async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    await page.goto(`${suite.app.url}/shared/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: M.unableToLoad })).toBeVisible();
    await expect(page.getByText(M.somethingWentWrong)).toBeVisible();
    await page.getByRole('link', { name: M.backToHome }).click();
    await page.waitForURL(`${suite.app.url}/`);
    await context.close();
  });
});
