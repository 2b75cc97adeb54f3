import type { BrowserContext, Page } from '@playwright/test';
import { DASHBOARD_TEXTS, FOLLOW_UP_MESSAGES as F, formatDueMoment, type ChecklistForEdit } from '@ticklist/contracts';
import { call, mailsTo, waitFor } from '../kit';
import { expect, test } from './support/fixtures';
import { useOwnerSuite } from './support/owner-suite';
import { cardOf, expectAxeClean, renderedLines, rowOf, shot } from './support/page-checks';
import { hasHorizontalScroll, PHONE } from './support/browser';
import { signInPage } from './support/session';
import { mailedPath } from './support/sharing';

/** The reader's locale and zone in these tests: the owner types local times, pages show them. */
const LOCALE = 'en-GB';
const ZONE = 'Europe/Paris';
const ITEMS = [{ text: 'Sign the contract' }, { text: 'Send your bank details' }];
const HOUR = 3_600_000;

/** A due moment as every page writes it: in the zone it was chosen in (UTC when set without one), named. */
const dueShown = (iso: string, zone: string | null) => formatDueMoment(iso, zone, LOCALE);
const dayMonth = (iso: string) => new Date(iso).toLocaleDateString(LOCALE, { day: 'numeric', month: 'short', timeZone: ZONE });

test.describe('follow-through: due dates, overdue badges and nudges (issue 17)', () => {
  const suite = useOwnerSuite('follow');

  async function ownerPage(viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
    const context = await suite.browser.newContext({ viewport, locale: LOCALE, timezoneId: ZONE });
    const page = await context.newPage();
    await signInPage(page, suite.app.url, suite.owner);
    return { context, page };
  }

  const guestAddress = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.net`;

  async function create(title: string, extra: Record<string, unknown> = {}): Promise<ChecklistForEdit> {
    const res = await call(suite.app.url, 'POST', '/api/checklist/create', { title, items: ITEMS.map((item, i) => ({ ...item, displayOrder: i + 1 })), ...extra }, suite.owner.token);
    expect(res.status).toBe(201);
    return res.body;
  }

  /** Shares with `email` and returns the guest page's path from the mail. */
  async function share(checklistId: string, email: string): Promise<string> {
    const res = await call(suite.app.url, 'POST', `/api/checklist/${checklistId}/share`, { emails: [email] }, suite.owner.token);
    expect(res.status).toBe(200);
    return mailedPath(suite.app.dataDir, email, '/shared/');
  }

  /**
   * Shares with `email` by link, without the invitation mail: an invitation counts as a nudge for the
   * once-a-day rule (issue 44), so a recipient to nudge at once is one who was not invited by mail.
   */
  async function shareByLink(checklistId: string, email: string): Promise<void> {
    const res = await call(suite.app.url, 'POST', `/api/checklist/${checklistId}/share`, { emails: [email], notify: false }, suite.owner.token);
    expect(res.status).toBe(200);
  }

  async function edit(id: string): Promise<ChecklistForEdit> {
    const res = await call<ChecklistForEdit>(suite.app.url, 'GET', `/api/checklist/${id}/edit`, undefined, suite.owner.token);
    expect(res.status).toBe(200);
    return res.body;
  }

  test('a due moment set on create, in the owner’s zone, shows on the card, the guest page and the edit form, at 390 px', async () => {
    const { context, page } = await ownerPage();
    try {
      await page.goto(`${suite.app.url}/dashboard/create`);
      await page.getByLabel('Title').fill('Welcome pack');
      await page.getByLabel('What needs to be done?').first().fill(ITEMS[0]!.text);
      const due = page.getByLabel(F.dueAtLabel);
      await due.fill('2030-05-06T14:30');
      const reminders = page.getByRole('group', { name: F.remindersLegend });
      await expect(reminders.getByLabel(F.beforeDueDaysLabel)).toHaveValue('1');
      await expect(reminders.getByLabel(F.overdueEveryDaysLabel)).toHaveValue('2');
      await expect(reminders.getByLabel(F.overdueMaxLabel)).toHaveValue('3');
      // Out of the limits: said under the field, nothing sent.
      await reminders.getByLabel(F.overdueMaxLabel).fill('11');
      await page.getByRole('button', { name: 'Save Checklist' }).click();
      await expect(reminders.getByText(F.reminderRuleRange(1, 10))).toBeVisible();
      await expect(reminders.getByLabel(F.overdueMaxLabel)).toBeFocused();
      await expect(reminders.getByLabel(F.overdueMaxLabel)).toHaveAttribute('aria-invalid', 'true');
      expect(await hasHorizontalScroll(page)).toBe(false);
      await shot(page, 'form-due-and-reminders');
      await expectAxeClean(page);
      await reminders.getByLabel(F.overdueMaxLabel).fill('2');
      await reminders.getByLabel(F.beforeDueLabel).uncheck();
      await expect(reminders.getByLabel(F.beforeDueDaysLabel)).toBeDisabled();
      await page.getByRole('button', { name: 'Save Checklist' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      // 14:30 in Paris in May is 12:30 UTC.
      const card = cardOf(page, 'Welcome pack');
      const dueAt = '2030-05-06T12:30:00.000Z';
      // Chosen in the owner's browser in Paris: kept and written in Paris's zone, named.
      await expect(card.getByText(F.dueBadge(dueShown(dueAt, ZONE)))).toBeVisible();
      const saved = (await call(suite.app.url, 'GET', '/api/checklist', undefined, suite.owner.token)).body.items.find((c: { title: string }) => c.title === 'Welcome pack');
      expect(Date.parse(saved.dueAt)).toBe(Date.parse(dueAt));
      expect(saved.dueTimeZone).toBe(ZONE);
      expect(saved.reminders).toEqual({ beforeDueDays: null, overdueEveryDays: 2, overdueMax: 2 });

      // The edit form loads both back.
      await card.getByRole('button', { name: DASHBOARD_TEXTS.editOf('Welcome pack'), exact: true }).click();
      await expect(page.getByLabel(F.dueAtLabel)).toHaveValue('2030-05-06T14:30');
      await expect(page.getByLabel(F.beforeDueLabel)).not.toBeChecked();
      await expect(page.getByLabel(F.overdueMaxLabel)).toHaveValue('2');

      // The recipient reads it in their own words, in their own zone.
      const guestPath = await share(saved.id, guestAddress('pack'));
      await page.goto(`${suite.app.url}${guestPath}`);
      await expect(page.getByText(F.dueOn(dueShown(dueAt, ZONE)), { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(/Welcome pack/);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await shot(page, 'guest-due');
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });

  test('past its due moment: overdue badges on the card, the recipient row and the guest page, and the overdue filter lists it', async () => {
    test.slow(); // three checklists, five shares, a reload and two axe passes
    const dueAt = new Date(Math.floor((Date.now() - 2 * HOUR) / 60_000) * 60_000).toISOString();
    const late = await create(`Late paperwork ${Date.now()}`, { dueAt });
    const calm = await create(`Calm list ${Date.now()}`);
    const ann = guestAddress('ann');
    const bob = guestAddress('bob');
    const annPath = await share(late.id, ann);
    await share(late.id, bob);
    await share(calm.id, guestAddress('cal'));
    // Bob is done: he is not overdue.
    const bobToken = (await mailedPath(suite.app.dataDir, bob, '/shared/')).split('/').pop()!;
    for (const item of late.items) {
      const res = await call(suite.app.url, 'POST', `/api/guest/shared/${bobToken}/respond`, { item: item.id, key: 'complete', value: true });
      expect(res.status).toBe(200);
    }

    const { context, page } = await ownerPage();
    try {
      await page.goto(`${suite.app.url}/dashboard`);
      const card = cardOf(page, late.title);
      await expect(card.getByText(F.someoneOverdue(1), { exact: true })).toBeVisible();
      // Set through the API without a zone: UTC, named.
      await expect(card.getByText(F.dueBadge(dueShown(dueAt, null))).first()).toBeVisible();
      await expect(rowOf(card, ann).getByText(F.overdueBadge, { exact: true })).toBeVisible();
      await expect(rowOf(card, bob).getByText(F.overdueBadge, { exact: true })).toHaveCount(0);
      await expect(cardOf(page, calm.title).getByText(/overdue/i)).toHaveCount(0);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await shot(page, 'dashboard-overdue');
      await expectAxeClean(page);

      // The filter: only checklists with someone overdue, kept in the URL across a reload.
      const filter = page.getByRole('group', { name: F.filterLabel });
      await filter.getByRole('button', { name: F.filterOverdue }).click();
      await expect(page).toHaveURL(/[?&]status=overdue/);
      await expect(filter.getByRole('button', { name: F.filterOverdue })).toHaveAttribute('aria-pressed', 'true');
      await expect(cardOf(page, late.title)).toBeVisible();
      await expect(cardOf(page, calm.title)).toHaveCount(0);
      await page.reload();
      await expect(cardOf(page, late.title)).toBeVisible();
      await expect(cardOf(page, calm.title)).toHaveCount(0);
      await expect(page).toHaveTitle('Dashboard · Ticklist');
      await page.getByRole('group', { name: F.filterLabel }).getByRole('button', { name: F.filterAll }).click();
      await expect(cardOf(page, calm.title)).toBeVisible();
      await expect(page).not.toHaveURL(/status=/);

      // Ann, with items left, reads that she is late.
      await page.goto(`${suite.app.url}${annPath}`);
      await expect(page.getByText(F.overdueSince(dueShown(dueAt, null)), { exact: true })).toBeVisible();
      await shot(page, 'guest-overdue');
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });

  test('a nudge the once-a-day rule refuses (409 with retryAt, once a 429): the dialog says when the next is possible and stays open', async () => {
    const checklist = await create(`Refused nudge ${Date.now()}`);
    const ann = guestAddress('ann');
    await shareByLink(checklist.id, ann);
    const shareId = (await edit(checklist.id)).shares.find((s) => s.recipientUser.email === ann)!.id;
    const { context, page } = await ownerPage();
    try {
      await page.goto(`${suite.app.url}/dashboard`);
      const annRow = rowOf(cardOf(page, checklist.title), ann);
      await annRow.getByRole('button', { name: F.nudgeRecipient(ann), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: F.nudgeRecipient(ann) });
      await expect(dialog.getByLabel(F.nudgeMessageLabel)).toBeFocused();
      // Meanwhile the recipient is nudged from elsewhere (another tab, the API).
      const elsewhere = await call(suite.app.url, 'POST', `/api/checklist/${checklist.id}/shares/${shareId}/nudge`, {}, suite.owner.token);
      expect(elsewhere.status).toBe(200);
      const refused = page.waitForResponse((res) => res.url().endsWith(`/shares/${shareId}/nudge`));
      await dialog.getByRole('button', { name: F.sendNudge }).click();
      expect((await refused).status()).toBe(409);
      await expect(dialog.getByRole('alert')).toHaveText(/^This recipient was reminded recently; the next nudge is possible /);
      await expect(dialog).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('nudging one recipient, then all pending, live in a second tab; one recipient’s own due date', async () => {
    test.slow(); // two owner tabs and four axe passes
    const checklist = await create(`Offer letters ${Date.now()}`, { dueAt: new Date(Date.now() + 72 * HOUR).toISOString() });
    const ann = guestAddress('ann');
    const bob = guestAddress('bob');
    const cat = guestAddress('cat.with.a.rather.long.address.at.work');
    await shareByLink(checklist.id, ann);
    await shareByLink(checklist.id, bob);
    await share(checklist.id, cat); // invited by mail just now: the invitation counts as a nudge

    const first = await ownerPage();
    const second = await ownerPage();
    try {
      const page = first.page;
      await second.page.goto(`${suite.app.url}/dashboard`);
      const otherRow = rowOf(cardOf(second.page, checklist.title), ann);
      await expect(otherRow).toBeVisible();
      await page.goto(`${suite.app.url}/dashboard`);
      const card = cardOf(page, checklist.title);
      const annRow = rowOf(card, ann);
      // Cat was invited a moment ago: no nudge until a day after the invitation, and the row says when.
      const catRow = rowOf(card, cat);
      await expect(catRow.getByRole('button', { name: F.nudgeRecipient(cat), exact: true })).toHaveAttribute('aria-disabled', 'true');
      await expect(catRow.getByText(/^Nudge possible at /)).toBeVisible();
      // A long address wraps after "@" or before a dot, never mid-word (issue 44).
      const catLines = await renderedLines(catRow.locator('.recipient__email'));
      expect(catLines.length).toBeGreaterThan(1);
      expect(catLines.slice(0, -1).every((line, i) => line.endsWith('@') || catLines[i + 1]!.startsWith('.')), catLines.join(' | ')).toBe(true);
      // 'Nudge all pending' says how many it would mail: Ann and Bob.
      await expect(card.getByRole('button', { name: F.nudgeAllPendingCount(2), exact: true })).toBeVisible();

      // One recipient, with a line from the owner.
      // Each row's buttons are named with its recipient (issue 44).
      const nudge = annRow.getByRole('button', { name: F.nudgeRecipient(ann), exact: true });
      await nudge.click();
      const dialog = page.getByRole('dialog', { name: F.nudgeRecipient(ann) });
      await expect(dialog.getByLabel(F.nudgeMessageLabel)).toBeFocused();
      await dialog.getByLabel(F.nudgeMessageLabel).fill('See you soon.');
      await shot(page, 'nudge-dialog');
      await expectAxeClean(page);
      const before = mailsTo(suite.app.dataDir, ann).length;
      await dialog.getByRole('button', { name: F.sendNudge }).click();
      await expect(dialog).toHaveCount(0);
      await expect(nudge).toBeFocused();
      // (The subject is an encoded word the outbox reader leaves as is: the count and the text tell.)
      const mail = await waitFor(() => mailsTo(suite.app.dataDir, ann)[before], { describe: () => `a nudge to ${ann}` });
      expect(mail.text).toContain('See you soon.');
      expect(mailsTo(suite.app.dataDir, ann).length).toBe(before + 1);
      const today = dayMonth(new Date().toISOString());
      await expect(annRow.getByText(F.remindedSummary(1, today))).toBeVisible();
      await expect(nudge).toHaveAttribute('aria-disabled', 'true');
      await expect(annRow.getByText(/^Nudge possible at /)).toBeVisible();
      // Every open owner tab learns of it (share:reminded).
      await expect(otherRow.getByText(F.remindedSummary(1, today))).toBeVisible();

      // All pending: Ann was nudged and Cat invited just now, both skipped; Bob gets one.
      await card.getByRole('button', { name: F.nudgeAllPendingCount(1), exact: true }).click();
      const all = page.getByRole('dialog', { name: F.nudgeAllPending });
      await expect(all.getByText(F.nudgeAllWho(1), { exact: true })).toBeVisible();
      await all.getByRole('button', { name: F.sendNudge }).click();
      await expect(all).toHaveCount(0);
      await expect(card.getByRole('status').filter({ hasText: F.nudgedAll(1, 2) })).toBeVisible();
      // Nobody is left to nudge today, and the card says why.
      await expect(card.getByText(F.nudgeAllNoneNow, { exact: true })).toBeVisible();
      await waitFor(() => mailsTo(suite.app.dataDir, bob).length === 1, { describe: () => `a nudge to ${bob}` });
      await expect(rowOf(card, bob).getByText(F.remindedSummary(1, today))).toBeVisible();

      // Bob's own due date, typed in the owner's zone.
      const bobRow = rowOf(card, bob);
      await bobRow.getByRole('button', { name: F.recipientDueAtLabel(bob), exact: true }).click();
      const dueDialog = page.getByRole('dialog', { name: F.recipientDueAtLabel(bob) });
      await dueDialog.getByLabel(F.editRecipientDueAt).fill('2031-01-10T09:00');
      await shot(page, 'recipient-due-dialog');
      await expectAxeClean(page);
      await dueDialog.getByRole('button', { name: F.saveDueAt }).click();
      await expect(dueDialog).toHaveCount(0);
      const bobDue = '2031-01-10T08:00:00.000Z'; // 09:00 in Paris in January
      await expect(bobRow.getByText(F.dueBadge(dueShown(bobDue, ZONE)))).toBeVisible();
      await expect(bobRow.getByText(F.ownDueAt)).toBeVisible();
      const saved = (await edit(checklist.id)).shares.find((s) => s.recipientUser.email === bob)!;
      expect(Date.parse(saved.dueAt!)).toBe(Date.parse(bobDue));
      expect(await hasHorizontalScroll(page)).toBe(false);
      await shot(page, 'shared-progress-follow-up');
      await expectAxeClean(page);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
