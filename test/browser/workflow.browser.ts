import type { Browser } from '@playwright/test';
import { AUTH_MESSAGES, CHECKLIST_UI, FOLLOW_UP_MESSAGES as F, GUEST_PAGE_TEXTS, PASTE_RECIPIENTS_MAX, RESULTS_TEXTS as R, SHARING_MESSAGES as M, WORKFLOW_MESSAGES as W } from '@ticklist/contracts';
import { call } from '../kit';
import { expect, test, type RunningApp } from './support/fixtures';
import { cardOf, expectAxeClean, shot } from './support/page-checks';
import { DESKTOP, hasHorizontalScroll, newPage, pasteIntoFocused, PHONE } from './support/browser';
import { openSharePanel } from './support/owner-suite';
import { registerOwner, signInPage } from './support/session';
import { createChecklist, mailedPath, readMails, registerVerifiedOwner } from './support/sharing';

test.describe("the owner's workflow (issue 19), at 390 px", () => {
  let app: RunningApp;
  let browser: Browser;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
  });

  test('a new owner starts from a template, creates and shares it: timed', async () => {
    const owner = await registerVerifiedOwner(app, 'tmpl');
    const { context, page } = await newPage(browser, PHONE);
    await signInPage(page, app.url, owner);
    const started = Date.now();
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('button', { name: 'Create your first checklist' }).click();
    await page.getByText(W.startFromTemplate, { exact: true }).click(); // folded at 390 px
    await page.getByRole('button', { name: new RegExp('^Trip packing') }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Trip packing');
    await expect(page.getByRole('button', { name: new RegExp('^Trip packing') })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.getByLabel('What needs to be done?').count()).toBeGreaterThan(1);
    // The checks and the screenshot are not the owner's time: left out of the figure.
    const checksStarted = Date.now();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectAxeClean(page);
    await shot(page, 'create-from-template-390');
    const checksTook = Date.now() - checksStarted;
    await page.getByRole('button', { name: 'Save Checklist' }).click();
    await page.waitForURL(/\/dashboard$/);

    const card = cardOf(page, 'Trip packing');
    await card.getByRole('button', { name: 'Share', exact: true }).click();
    const panel = card.getByRole('region', { name: M.sharePanelTitle });
    const guest = `trip.${Date.now().toString(36)}@example.net`;
    await expect(panel.getByLabel(M.recipientEmailLabel)).toBeFocused(); // the panel opens ready to type (issue 44)
    await panel.getByLabel(M.recipientEmailLabel).fill(guest);
    await panel.getByLabel(M.recipientEmailLabel).press('Enter');
    await panel.getByLabel(M.consentLabel).check();
    await panel.getByRole('button', { name: M.sendTo(1) }).click();
    await expect(card.getByText(guest)).toBeVisible();
    const seconds = (Date.now() - started - checksTook) / 1000;
    // Adding someone who has the checklist already says so.
    await card.getByRole('button', { name: 'Share', exact: true }).click();
    await card.getByRole('button', { name: 'Share', exact: true }).click();
    await panel.getByLabel(M.recipientEmailLabel).fill(guest);
    await panel.getByLabel(M.recipientEmailLabel).press('Enter');
    await expect(panel.getByText(W.alreadyHasChecklist(guest), { exact: true })).toBeVisible();
    console.log(`template → created → shared in ${seconds.toFixed(1)} s of scripted clicks`);
    await expect.poll(() => readMails(app.dataDir).some((m) => m.to.includes(guest))).toBe(true);

    // "Start blank" empties the form again.
    await page.goto(`${app.url}/dashboard/create`);
    await page.getByText(W.startFromTemplate, { exact: true }).click();
    await page.getByRole('button', { name: new RegExp('^Moving house') }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Moving house');
    await page.getByRole('button', { name: W.startBlank }).click();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await context.close();
  });

  /**
   * The landing page's promise, "the first checklist in under 30 seconds", modelled (issue 44): a
   * person who types 48 words a minute (240 characters, Enter included: 0.25 s a key) and takes
   * 1.2 s for each control they click or tab to. Not wall-clock time: the model's figure for what
   * the page asks of them, printed beside its goal.
   */
  test('the first checklist, modelled: dashboard → saved three-task checklist (goal ≤ 20 s), from a template (goal ≤ 8 s); typed work is never dropped silently', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const owner = await registerVerifiedOwner(app, 'model');
      const { context, page } = await newPage(browser, viewport);
      await signInPage(page, app.url, owner);
      let modelled = 0;
      const control = () => (modelled += 1.2);
      const type = async (text: string) => {
        await page.keyboard.type(text);
        modelled += text.length * 0.25;
      };
      const enter = async () => {
        await page.keyboard.press('Enter');
        modelled += 0.25;
      };
      const tasks = page.getByLabel(CHECKLIST_UI.itemTextLabel);

      await page.goto(`${app.url}/dashboard`);
      await page.getByRole('button', { name: CHECKLIST_UI.createFirst }).click();
      control();
      await expect(page.getByLabel(CHECKLIST_UI.titleLabel)).toBeFocused(); // focus starts in the title
      await type('Team lunch');
      await tasks.first().click();
      control();
      await type('Book a table');
      await enter(); // Enter goes on to a new task instead of submitting
      await expect(tasks.nth(1)).toBeFocused();
      await type('Order the cake');
      await enter();
      await type('Send the invites');
      await expect(tasks).toHaveCount(3);
      // Leaving now asks first: Cancel, then "Keep editing", and the typed work is still there.
      await page.getByRole('button', { name: CHECKLIST_UI.cancel, exact: true }).click();
      const ask = page.getByRole('dialog', { name: W.discardTitle });
      await expect(ask).toContainText(W.discardBody);
      await ask.getByRole('button', { name: W.keepEditing }).click();
      await expect(tasks.nth(2)).toHaveValue('Send the invites');
      // So does a template (folded away at 390 px until asked for).
      if (viewport === PHONE) await page.getByText(W.startFromTemplate, { exact: true }).click();
      await page.getByRole('button', { name: /^Trip packing/ }).click();
      await page.getByRole('dialog', { name: W.replaceWithTemplate }).getByRole('button', { name: W.keepEditing }).click();
      await expect(page.getByLabel(CHECKLIST_UI.titleLabel)).toHaveValue('Team lunch');

      await page.getByRole('button', { name: CHECKLIST_UI.saveChecklist }).click();
      control();
      await page.waitForURL(/\/dashboard$/);
      await expect(cardOf(page, 'Team lunch').getByText(CHECKLIST_UI.itemsCount(3))).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: W.checklistSaved })).toBeVisible(); // said, not guessed (issue 44)
      const blank = modelled;

      modelled = 0;
      await page.getByRole('button', { name: CHECKLIST_UI.createChecklist }).click();
      control();
      if (viewport === PHONE) {
        await page.getByText(W.startFromTemplate, { exact: true }).click();
        control();
      }
      await page.getByRole('button', { name: /^Moving house/ }).click();
      control();
      await page.getByRole('button', { name: CHECKLIST_UI.saveChecklist }).click();
      control();
      await page.waitForURL(/\/dashboard$/);
      await expect(cardOf(page, 'Moving house')).toBeVisible();
      console.log(`first checklist at ${viewport.width} px, modelled: ${blank.toFixed(1)} s blank with three tasks (goal ≤ 20 s), ${modelled.toFixed(1)} s from a template (goal ≤ 8 s)`);
      expect(blank).toBeLessThanOrEqual(20);
      expect(modelled).toBeLessThanOrEqual(8);
      await context.close();
    }
  });

  test('an owner whose address is not verified is told first in the Share panel, can resend the mail, and keeps the recipients typed', async () => {
    const owner = await registerOwner(app, 'unverified');
    const checklist = await createChecklist(app, owner.token, { title: 'Not yet verified', items: [{ text: 'One thing' }] });
    const { context, page } = await newPage(browser, PHONE);
    await signInPage(page, app.url, owner);
    await page.goto(`${app.url}/dashboard`);
    const card = cardOf(page, checklist.title);
    await card.getByRole('button', { name: 'Share', exact: true }).click();
    const panel = card.getByRole('region', { name: M.sharePanelTitle });
    await expect(panel.getByText(W.verifyBeforeSharing)).toBeVisible();
    const guest = `later.${Date.now().toString(36)}@example.net`;
    await panel.getByLabel(M.recipientEmailLabel).fill(guest);
    await panel.getByLabel(M.recipientEmailLabel).press('Enter');
    await panel.getByRole('button', { name: W.resendVerification }).click();
    await expect(panel.getByText(AUTH_MESSAGES.verificationSent)).toBeVisible();
    await expect(panel.getByText(guest)).toBeVisible();
    await expectAxeClean(page);
    await context.close();
  });

  test('a paste far too long to be a list of addresses is refused with a note, and the panel stays usable', async () => {
    const owner = await registerVerifiedOwner(app, 'longpaste');
    const checklist = await createChecklist(app, owner.token, { title: 'Long paste', items: [{ text: 'One thing' }] });
    const { context, page, panel } = await openSharePanel({ app, browser }, owner, checklist.title);
    const input = panel.getByLabel(M.recipientEmailLabel);
    await input.focus();
    // 50,000 characters the address pattern takes quadratic time over (it froze the tab for 15 s).
    await pasteIntoFocused(page, `a@${'b.'.repeat(24_998)};@`);
    await expect(panel.getByRole('status').filter({ hasText: W.pasteTooLong(PASTE_RECIPIENTS_MAX) })).toBeVisible();
    await expect(panel.getByRole('list', { name: M.recipientsLabel }).getByRole('listitem')).toHaveCount(0);
    await expect(input).toHaveValue('');
    await input.fill(`c.${Date.now().toString(36)}@example.net`);
    await input.press('Enter');
    await expect(panel.getByRole('list', { name: M.recipientsLabel }).getByRole('listitem')).toHaveCount(1);
    await context.close();
  });

  test('paste to share: each entry a chip with its own error; duplicates and the own address left out with a note', async () => {
    const owner = await registerVerifiedOwner(app, 'paste');
    const checklist = await createChecklist(app, owner.token, { title: 'Paste list', items: [{ text: 'One thing' }] });
    const { context, page, card, panel } = await openSharePanel({ app, browser }, owner, checklist.title);
    const input = panel.getByLabel(M.recipientEmailLabel);
    const stamp = Date.now().toString(36);
    const [a, b] = [`a.${stamp}@example.net`, `b.${stamp}@example.net`];
    const list = `${a}; Bea Jones <${b}>\nA.${stamp}@example.net, ${owner.email}, not-an-address`;
    await input.focus();
    await pasteIntoFocused(page, list);
    const chips = panel.getByRole('list', { name: M.recipientsLabel }).getByRole('listitem');
    await expect(chips).toHaveCount(3);
    await expect(chips.nth(2)).toContainText(M.emailInvalid);
    // The error is tied to the chip's buttons, so a screen reader says it with them.
    await expect(panel.getByRole('button', { name: M.removeRecipient('not-an-address') })).toHaveAccessibleDescription(M.emailInvalid);
    await expect(panel.getByRole('button', { name: W.editRecipient('not-an-address') })).toHaveAccessibleDescription(M.emailInvalid);
    const leftOut = panel.getByRole('list', { name: W.leftOut }).getByRole('listitem');
    await expect(leftOut).toHaveCount(2);
    await expect(panel.getByRole('button', { name: W.dismissLeftOut(`A.${stamp}@example.net`) })).toHaveAccessibleDescription(W.alreadyInList);
    await expect(panel.getByRole('button', { name: W.dismissLeftOut(owner.email) })).toHaveAccessibleDescription(W.ownAddressDropped);
    await expect(panel.getByRole('status').filter({ hasText: W.duplicatesDropped(1) })).toContainText(W.ownAddressDropped);
    await expect(input).toHaveValue('');
    await expect(panel.getByRole('button', { name: M.sendTo(2) })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectAxeClean(page);
    await shot(page, 'paste-to-share-390');

    // Not sent while an entry is invalid; the keyboard corrects it: Edit puts it back in the input.
    await panel.getByLabel(M.consentLabel).check();
    await panel.getByRole('button', { name: M.sendTo(2) }).click();
    await expect(panel.getByText(W.fixInvalidFirst)).toBeVisible();
    await panel.getByRole('button', { name: W.editRecipient('not-an-address') }).focus();
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('not-an-address');
    await expect(chips).toHaveCount(2);
    await input.fill('');
    // Removing a chip by keyboard gives the focus back to the input.
    await panel.getByRole('button', { name: W.dismissLeftOut(owner.email) }).press('Enter');
    await expect(leftOut).toHaveCount(1);
    await expectAxeClean(page);
    await panel.getByRole('button', { name: M.sendTo(2) }).click();
    await expect(card.getByText(b)).toBeVisible();
    await context.close();
  });

  test('card actions: duplicate opens the copy, close makes the guest page read-only, reopen, print, delete stops the link', async () => {
    test.setTimeout(600_000); // many screens, each checked with axe (experimental rules): slow on a busy machine
    const owner = await registerVerifiedOwner(app, 'actions');
    const title = `Quarter close ${Date.now().toString(36)}`;
    const checklist = await createChecklist(app, owner.token, { title, items: [{ text: 'Count the till' }, { text: 'Lock the safe' }] });
    const guest = `q.${Date.now().toString(36)}@example.net`;
    expect((await call(app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [guest] }, owner.token)).status).toBe(200);
    const guestUrl = app.url + (await mailedPath(app.dataDir, guest, '/shared/'));
    const { context, page } = await newPage(browser, PHONE);
    await signInPage(page, app.url, owner);
    await page.goto(`${app.url}/dashboard`);
    const card = cardOf(page, title);
    const openActions = () => card.getByRole('button', { name: W.moreActions }).click();

    await openActions();
    await expect(card.getByRole('group', { name: `${W.moreActions}: ${title}` })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectAxeClean(page);
    await shot(page, 'card-actions-390');

    // Duplicate: the copy opens in the editor.
    await card.getByRole('button', { name: W.duplicate }).click();
    await page.waitForURL(/\/dashboard\/edit\//);
    await expect(page.getByLabel('Title')).toHaveValue(`${title}${W.copySuffix}`);

    // Close, after a confirmation that says what it means; the card leaves the main list.
    await page.goto(`${app.url}/dashboard`);
    await openActions();
    await card.getByRole('button', { name: W.closeChecklist }).click();
    const closeDialog = page.getByRole('dialog', { name: W.closeChecklist });
    await expect(closeDialog).toContainText(W.closeConfirm);
    await expectAxeClean(page);
    await closeDialog.getByRole('button', { name: W.closeChecklist }).click();
    await expect(card).toHaveCount(0);
    // Closing says where the checklist went (issue 44).
    await expect(page.getByText(W.closedWhere(title), { exact: true })).toBeVisible();
    await expect(cardOf(page, `${title}${W.copySuffix}`)).toBeVisible();
    await page.getByRole('button', { name: W.filters.closed, exact: true }).click();
    await expect(card.getByText(W.closedBadge, { exact: true })).toBeVisible();
    await expect(cardOf(page, `${title}${W.copySuffix}`)).toHaveCount(0);
    // "Everything" lists it too, marked, saying when the owner closed it; nothing is offered that cannot work.
    await page.getByRole('button', { name: W.filters.any, exact: true }).click();
    await expect(cardOf(page, `${title}${W.copySuffix}`)).toBeVisible();
    await expect(card.getByText(W.closedBadge, { exact: true })).toBeVisible();
    const closedIso = (await call(app.url, 'GET', `/api/checklist/${checklist.id}/edit`, undefined, owner.token)).body.closedAt as string;
    // The app's one date format (format-time.ts): the reader's locale, medium style.
    const closedOnOwner = await page.evaluate((iso) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }), closedIso);
    await expect(card.getByText(W.closedOn(closedOnOwner), { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: CHECKLIST_UI.share, exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: F.nudgeAllPending })).toHaveCount(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectAxeClean(page);

    // The recipient still opens the link and sees it read-only.
    const guestPage = await context.newPage();
    await guestPage.goto(guestUrl);
    const closedAt = (await call(app.url, 'GET', `/api/checklist/${checklist.id}/edit`, undefined, owner.token)).body.closedAt;
    // The app's one date format, in the reader's locale.
    const closedOn = await guestPage.evaluate((iso) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)), closedAt);
    await expect(guestPage.getByText(W.closedByOwner(closedOn), { exact: true })).toBeVisible();
    await expect(guestPage.getByRole('checkbox').first()).toBeDisabled();
    await expect(guestPage.getByText(M.autoSaveEnabled)).toHaveCount(0);
    await expect(guestPage.getByText(GUEST_PAGE_TEXTS.closedReadOnly, { exact: true })).toBeVisible();
    await expect(guestPage.getByText(M.guestTip)).toHaveCount(0);
    await expectAxeClean(guestPage);
    await shot(guestPage, 'guest-closed-390');

    // Reopen brings it back to the main list.
    await openActions();
    await card.getByRole('button', { name: W.reopen }).click();
    await page.getByRole('button', { name: W.filters.all, exact: true }).click();
    await expect(card).toBeVisible();

    // The printable results page.
    await page.goto(`${app.url}/dashboard/results/${checklist.id}`);
    await expect(page.getByRole('heading', { level: 1, name: R.pageTitle(title) })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(R.pageTitle(title)));
    await expect(page.getByText(guest)).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'results-page-390');

    // Delete says what goes; the link then opens nothing.
    await page.goto(`${app.url}/dashboard`);
    await openActions();
    await card.getByRole('button', { name: W.deleteChecklist }).click();
    const deleteDialog = page.getByRole('dialog', { name: W.deleteChecklist });
    await expect(deleteDialog).toContainText(W.deleteConfirm(2, 1));
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectAxeClean(page);
    await shot(page, 'delete-confirm-390');
    await deleteDialog.getByRole('button', { name: W.deleteChecklist }).click();
    await expect(card).toHaveCount(0);
    await guestPage.reload();
    // The spec's failure state, saying what may have happened (issue 44).
    await expect(guestPage.getByRole('heading', { name: M.unableToLoad })).toBeVisible();
    await expect(guestPage.getByText(GUEST_PAGE_TEXTS.linkGone, { exact: true })).toBeVisible();
    // Exactly as an unknown link: the same page, from the same 404.
    const deletedText = await guestPage.locator('main').innerText();
    await guestPage.goto(`${app.url}/shared/${'0'.repeat(43)}`);
    await expect(guestPage.getByRole('heading', { name: M.unableToLoad })).toBeVisible();
    expect(await guestPage.locator('main').innerText()).toBe(deletedText);
    const token = guestUrl.split('/').pop()!;
    const [gone, unknown] = [await call(app.url, 'GET', `/api/guest/shared/${token}`), await call(app.url, 'GET', `/api/guest/shared/${'0'.repeat(43)}`)];
    expect({ status: gone.status, body: gone.body }).toEqual({ status: 404, body: unknown.body });
    await context.close();
  });

  test('search and filters: the server finds titles, the URL keeps them, an empty result says so', async () => {
    const owner = await registerVerifiedOwner(app, 'search');
    const stamp = Date.now().toString(36);
    for (const title of [`Van hire ${stamp}`, `Boxes ${stamp}`, `Van keys ${stamp}`]) {
      await createChecklist(app, owner.token, { title, items: [{ text: 'One thing' }] });
    }
    const { context, page } = await newPage(browser, PHONE);
    await signInPage(page, app.url, owner);
    await page.goto(`${app.url}/dashboard`);
    await expect(page.locator('article')).toHaveCount(3);
    const search = page.getByRole('searchbox', { name: W.searchLabel });
    await search.fill('VAN');
    await search.press('Enter');
    await expect(page.locator('article')).toHaveCount(2);
    await expect(page).toHaveURL(/[?&]q=VAN/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: W.searchLabel })).toHaveValue('VAN');
    await expect(page.locator('article')).toHaveCount(2);
    await page.getByRole('button', { name: W.filters.completed, exact: true }).click();
    await expect(page.getByText(W.noMatches)).toBeVisible();
    await expect(page.locator('article')).toHaveCount(0);
    await expectAxeClean(page);
    await context.close();
  });
});
