import { RECORD_MESSAGES, RECORD_UI as T } from '@ticklist/contracts';
import { call } from '../kit';
import { expect, test } from './support/fixtures';
import { useOwnerSuite } from './support/owner-suite';
import { expectAxeClean, shot } from './support/page-checks';
import { hasHorizontalScroll, PHONE } from './support/browser';
import { mailedPath } from './support/sharing';

const ITEMS = [{ text: 'Read the safety briefing' }, { text: 'Sign the attendance sheet' }];

test.describe('the public record check /verify/{code} (issue 48)', () => {
  const suite = useOwnerSuite('records');

  test('says a record is intact and what it holds; after the run is reopened and an answer changed, says so plainly — axe-clean at 390 px', async () => {
    const created = await call(suite.app.url, 'POST', '/api/checklist/create', { title: `Record ${Date.now().toString(36)}`, items: ITEMS, review: true }, suite.owner.token);
    const checklist = created.body as { id: string; title: string; items: { id: string }[]; shares?: unknown };
    const reader = `record.${Date.now().toString(36)}@example.net`;
    const shared = await call(suite.app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [reader] }, suite.owner.token);
    expect(shared.status).toBe(200);
    const token = (await mailedPath(suite.app.dataDir, reader, '/shared/')).split('/').pop()!;
    const respond = (itemId: string, value: boolean) => call(suite.app.url, 'POST', `/api/guest/shared/${token}/respond`, { item: itemId, key: 'complete', value });
    for (const item of checklist.items) expect((await respond(item.id, true)).status).toBe(200);
    const shareId = ((await call(suite.app.url, 'GET', `/api/checklist/${checklist.id}/edit`, undefined, suite.owner.token)).body as { shares: { id: string }[] }).shares[0]!.id;
    const reviewPath = `/api/checklist/${checklist.id}/shares/${shareId}/review`;
    await expect.poll(async () => (await call(suite.app.url, 'POST', reviewPath, { acceptAll: true }, suite.owner.token)).status).toBe(200);
    const code = ((await call(suite.app.url, 'GET', `/api/guest/shared/${token}/records`)).body as { records: { code: string }[] }).records[0]!.code;

    const context = await suite.browser.newContext({ viewport: PHONE, locale: 'en-GB' });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.app.url}/verify/${code}`);
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
      await expect(page).toHaveTitle(`${T.title} · Ticklist`);
      await expect(page.getByRole('status').filter({ hasText: T.intact })).toBeVisible();
      await expect(page.getByText(checklist.title)).toBeVisible();
      await expect(page.getByText(reader)).toBeVisible();
      for (const item of ITEMS) await expect(page.getByRole('listitem').filter({ hasText: item.text })).toContainText(T.done);
      await expect(page.getByRole('link', { name: T.downloadPdf })).toHaveAttribute('href', `/api/records/${code}/pdf`);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAxeClean(page);
      await shot(page, 'verify-record-intact-390');

      // The owner reopens the run and the recipient takes a tick back: the record no longer matches.
      expect((await call(suite.app.url, 'POST', `${reviewPath}/reopen`, {}, suite.owner.token)).status).toBe(200);
      expect((await respond(checklist.items[0]!.id, false)).status).toBe(200);
      await page.reload();
      const broken = page.getByRole('alert');
      await expect(broken).toContainText(T.broken);
      await expect(broken).toContainText(RECORD_MESSAGES.answersChanged);
      await expectAxeClean(page);
      await shot(page, 'verify-record-changed-390');

      await page.goto(`${suite.app.url}/verify/${'x'.repeat(32)}`);
      await expect(page.getByRole('alert')).toHaveText(T.notFound);
    } finally {
      await context.close();
    }
  });
});
