import { RUN_UI as R, SCHEDULE_UI as S, type ChecklistSummary } from '@ticklist/contracts';
import { call } from '../kit';
import { newPage } from './support/browser';
import { createChecklistViaApi, shareViaApi } from './support/checklists';
import { registerVerifiedOwner } from './support/sharing';
import { expect, test } from './support/fixtures';
import { hasHorizontalScroll, PHONE } from './support/browser';
import { openSignedIn, useAppSuite } from './support/owner-suite';
import { expectAxeClean, screenshotPath } from './support/page-checks';

/** Issue 45 in the browser: the form's Repeat card, by keyboard at 390 px. */
test.describe('recurring runs', () => {
  const suite = useAppSuite();

  test('the owner sets a weekly schedule, reads it in words with its next runs, and finds it again on edit', async () => {
    const { context, page } = await openSignedIn(suite, { viewport: PHONE });
    try {
      await page.goto(`${suite.app.url}/dashboard/create`);
      await page.getByLabel('Title').fill('Closing checks');
      await page.getByLabel('What needs to be done?').fill('Lock the back door');
      await expect(page.getByLabel('Due date (optional)')).toBeVisible();

      const repeat = page.getByRole('checkbox', { name: S.repeatLabel });
      await repeat.focus();
      await page.keyboard.press('Space');
      // A repeating checklist's runs are due by the schedule: no due date field.
      await expect(page.getByLabel('Due date (optional)')).toHaveCount(0);
      await page.getByLabel(S.kindLabel).selectOption('weekly');
      for (const day of ['Tuesday', 'Thursday', 'Friday']) await page.getByRole('checkbox', { name: day }).uncheck();
      await page.getByLabel(S.timeLabel).fill('17:30');
      await page.getByLabel(S.timeZoneLabel).selectOption('Europe/London');
      const card = page.getByRole('region', { name: S.heading });
      await expect(card.getByText('Every week on Monday, Wednesday at 17:30, Europe/London')).toBeVisible();
      await expect(card.getByRole('heading', { name: S.nextRuns })).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveCount(5);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAxeClean(page);
      await page.screenshot({ path: screenshotPath('recurring-schedule-form-390.png'), fullPage: true });

      // The server's 422 shows at its field as it is typed: a schedule that ended before it began.
      await page.getByRole('radio', { name: S.endUntil }).check();
      await page.getByLabel(S.untilLabel).fill('2020-01-01');
      await expect(card.getByRole('alert')).toHaveText('This schedule has no occurrence in the future');
      await page.getByRole('radio', { name: S.endNever }).check();
      await expect(card.getByRole('alert')).toHaveCount(0);

      await page.getByRole('button', { name: 'Save Checklist' }).click();
      await page.waitForURL(/\/dashboard$/);
      await page.goto(`${suite.app.url}/dashboard`);
      // The card shows the rhythm: the schedule in words and when the next run starts.
      const cardOnDashboard = page.getByRole('article', { name: 'Closing checks' });
      await expect(cardOnDashboard.getByText('Every week on Monday, Wednesday at 17:30, Europe/London')).toBeVisible();
      await expect(cardOnDashboard.getByText(/^Next run /)).toBeVisible();
      await page.getByRole('button', { name: 'Edit Closing checks' }).click();
      await expect(page.getByRole('checkbox', { name: S.repeatLabel })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();
      await expect(page.getByLabel(S.timeLabel)).toHaveValue('17:30');
      await expect(page.getByText('Every week on Monday, Wednesday at 17:30, Europe/London')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the guest page shows its run, switches live when the next run starts, and lists the past run, read-only by its own URL', async () => {
    test.setTimeout(240_000);
    const owner = await registerVerifiedOwner(suite.app, 'runs');
    // Daily from two hours from now, opening three hours before: the scheduler's next pass (each minute) starts the first run.
    const first = new Date(Date.now() + 2 * 3600_000);
    const startsAt = first.toISOString().slice(0, 14) + '00';
    const schedule = { rrule: 'FREQ=DAILY', startsAt, timeZone: 'UTC', opensBeforeHours: 3 };
    const body = { title: 'Closing checks', items: [{ text: 'Lock the back door', displayOrder: 1 }], schedule };
    const checklist: ChecklistSummary = await createChecklistViaApi(suite.app, owner.token, body);
    const accessToken = await shareViaApi(suite.app, owner.token, checklist.id, 'cook@example.com');
    const { context, page } = await newPage(suite.browser, PHONE);
    try {
      await page.goto(`${suite.app.url}/shared/${accessToken}`);
      const header = page.getByRole('status').filter({ hasText: /^Run of / });
      await expect(header).toBeVisible({ timeout: 90_000 });
      const firstRun = await header.textContent();
      await page.getByRole('checkbox', { name: /Lock the back door/ }).check();
      await expect(page.getByText(/Saved|All changes saved/).first()).toBeVisible();

      // Opening a day earlier, the next day's run starts at the next pass: the page switches to it by itself.
      const update = await call(suite.app.url, 'PUT', `/api/checklist/${checklist.id}/update`, { ...body, items: checklist.items.map((i) => ({ ...i })), schedule: { ...schedule, opensBeforeHours: 27 } }, owner.token);
      expect(update.status).toBe(200);
      await expect(header).not.toHaveText(firstRun!, { timeout: 90_000 });
      await expect(page.getByRole('checkbox', { name: /Lock the back door/ })).not.toBeChecked();
      const past = page.getByRole('region', { name: R.pastRunsHeading });
      await expect(past.getByRole('listitem')).toHaveCount(1);
      await expect(past.getByText(R.status.completed, { exact: true })).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAxeClean(page);
      await page.screenshot({ path: screenshotPath('recurring-guest-runs-390.png'), fullPage: true });

      await past.getByRole('link').click();
      await expect(page.getByText(R.pastRunReadOnly)).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'Lock the back door' })).toContainText(R.done);
      await expectAxeClean(page);
      await page.screenshot({ path: screenshotPath('recurring-guest-past-run-390.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });
});
