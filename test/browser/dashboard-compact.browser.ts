import { DASHBOARD_TEXTS as D, SHARING_MESSAGES as M } from '@ticklist/contracts';
import { call } from '../kit';
import { expect, test } from './support/fixtures';
import { useOwnerSuite } from './support/owner-suite';
import { cardOf, expectAxeClean, shot } from './support/page-checks';
import { DESKTOP, hasHorizontalScroll, newPage, PHONE } from './support/browser';
import { signInPage } from './support/session';
import { createChecklist, mailedPath } from './support/sharing';

/**
 * Issue 44: the compact dashboard. A card reads the light list (counts) and its first five
 * recipients; the rest come on "Show all N recipients"; the summary line follows ticks of
 * recipients whose rows are not loaded; Cards | Table is remembered in the browser.
 */
test.describe('dashboard: compact cards, first recipients, Cards | Table (issue 44)', () => {
  const suite = useOwnerSuite('compact');
  const address = (n: number) => `r${n}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.net`;

  test('a card shows its summary and first 5 of 7 recipients, all on demand; a tick of an unlisted one moves the summary; the table view stays chosen', async () => {
    const checklist = await createChecklist(suite.app, suite.owner.token, {
      title: 'Team onboarding',
      description: 'Everything a new colleague needs in the first week.\nLaptop, badge, accounts.\nAnd a lunch.',
      items: [{ text: 'Sign the contract' }, { text: 'Collect the badge' }],
    });
    await createChecklist(suite.app, suite.owner.token, { title: 'Quiet one', items: [{ text: 'Nothing yet' }] });
    const emails = Array.from({ length: 7 }, (_, i) => address(i + 1));
    expect((await call(suite.app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails }, suite.owner.token)).status).toBe(200);

    const { context, page } = await newPage(suite.browser, PHONE);
    try {
      await signInPage(page, suite.app.url, suite.owner);
      await page.goto(`${suite.app.url}/dashboard`);
      const card = cardOf(page, checklist.title);
      await expect(card.getByText(D.recipientsDone(0, 7), { exact: true })).toBeVisible();
      await expect(card.getByText(M.overall)).toBeVisible();
      await expect(card.locator('li.recipient')).toHaveCount(5);
      await expect(cardOf(page, 'Quiet one').getByText(M.notShared)).toBeVisible();

      // The 7th recipient (not on screen) finishes: the summary says so, from the server's counts.
      const last = emails[6]!;
      const token = (await mailedPath(suite.app.dataDir, last, '/shared/')).split('/').pop()!;
      for (const item of checklist.items) {
        expect((await call(suite.app.url, 'POST', `/api/guest/shared/${token}/respond`, { item: item.id, key: 'complete', value: true })).status).toBe(200);
      }
      await expect(card.getByText(D.recipientsDone(1, 7), { exact: true })).toBeVisible({ timeout: 5_000 });
      await expect(card.locator('.shared-progress__overall')).toHaveText(/14%/);

      const all = card.getByRole('button', { name: D.showAllRecipients(7) });
      await all.click();
      await expect(card.locator('li.recipient')).toHaveCount(7);
      await expect(card.locator('li.recipient').filter({ hasText: last }).getByText(M.completedOf(2, 2))).toBeVisible();
      const fewer = card.getByRole('button', { name: D.showFewerRecipients });
      await expect(fewer).toBeFocused();
      await expect(fewer).toHaveAttribute('aria-expanded', 'true');
      expect(await hasHorizontalScroll(page)).toBe(false);
      await shot(page, 'dashboard-compact-390');
      await expectAxeClean(page);
      await fewer.click();
      await expect(card.locator('li.recipient')).toHaveCount(5);

      await page.getByRole('button', { name: D.table, exact: true }).click();
      const table = page.getByRole('table');
      const row = table.getByRole('row').filter({ hasText: checklist.title });
      await expect(row.getByRole('link', { name: `Edit ${checklist.title}` })).toBeVisible();
      // Items, recipients, done, overdue, Overall (then the actions).
      expect((await row.getByRole('cell').allInnerTexts()).slice(0, 5)).toEqual(['2', '7', '1', '0', '14%']);
      await page.reload();
      await expect(page.getByRole('button', { name: D.table, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('table')).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAxeClean(page);
      await shot(page, 'dashboard-table-390');
      await page.setViewportSize(DESKTOP);
      await shot(page, 'dashboard-table-1280');
      await page.getByRole('button', { name: D.cards, exact: true }).click();
      await expect(card.locator('li.recipient')).toHaveCount(5);
      await shot(page, 'dashboard-compact-1280');
    } finally {
      await context.close();
    }
  });
});
