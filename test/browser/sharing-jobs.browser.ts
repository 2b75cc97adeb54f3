import type { Browser } from '@playwright/test';
import { SHARE_JOB_TEXTS as J, SHARING_MESSAGES as M } from '@ticklist/contracts';
import { expect, test, type RunningApp } from './support/fixtures';
import { expectAxeClean } from './support/page-checks';
import { hasHorizontalScroll, pasteIntoFocused } from './support/browser';
import { openSharePanel } from './support/owner-suite';
import { createChecklist, readMails, registerVerifiedOwner } from './support/sharing';

test.describe('the share panel: a long list is a share job (issue 43), at 390 px', () => {
  let app: RunningApp;
  let browser: Browser;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
  });

  test('more than 200 pasted addresses go as a job: progress in a live region, then the summary with the reasons', async () => {
    const owner = await registerVerifiedOwner(app, 'bigpaste');
    const checklist = await createChecklist(app, owner.token, { title: 'Yearly security', items: [{ text: 'Read the policy' }] });
    const { context, page, panel } = await openSharePanel({ app, browser }, owner, checklist.title);
    const stamp = Date.now().toString(36);
    const addresses = Array.from({ length: 210 }, (_, i) => `staff${i}.${stamp}@example.net`);
    const list = [...addresses, addresses[0]!.toUpperCase(), 'not-an-address'].join('\n');

    await panel.getByLabel(M.recipientEmailLabel).focus();
    await pasteIntoFocused(page, list);
    await expect(panel.getByRole('status').filter({ hasText: J.listReady(212) })).toBeVisible();
    await expect(panel.getByRole('list', { name: M.recipientsLabel }).getByRole('listitem')).toHaveCount(0);
    await panel.getByLabel(M.consentLabel).check();
    await panel.getByRole('button', { name: M.sendTo(212) }).click();

    const progress = panel.getByRole('status').filter({ hasText: /Sharing/ });
    await expect(progress).toHaveAttribute('aria-live', 'polite');
    await expect(progress).toContainText(J.finished, { timeout: 60_000 });
    await expect(progress).toContainText(J.summary(210, 1, 1));
    await expect(progress).toContainText(J.reasons.duplicate(1));
    await expect(progress).toContainText(J.reasons.invalid(1));
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectAxeClean(page);
    await panel.screenshot({ path: test.info().outputPath('share-job-summary-390.png') });
    await expect.poll(() => readMails(app.dataDir).filter((m) => m.to.includes(`.${stamp}@example.net`)).length, { timeout: 30_000 }).toBe(210);
    await context.close();
  });
});
