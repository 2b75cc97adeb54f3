import { SCHEDULE_UI as S } from '@ticklist/contracts';
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
});
