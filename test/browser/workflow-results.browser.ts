import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PASTE_RECIPIENTS_MAX, RESULTS_TEXTS as R, SHARING_MESSAGES as M, WORKFLOW_MESSAGES as W } from '@ticklist/contracts';
import { parseCsv } from '../api/support/csv';
import { call } from '../kit';
import { expect, test, type RunningApp } from './support/fixtures';
import { cardOf, expectAxeClean } from './support/page-checks';
import { hasHorizontalScroll, newPage, pasteIntoFocused, PHONE } from './support/browser';
import { openSharePanel } from './support/owner-suite';
import { signInPage } from './support/session';
import { createChecklist, mailedPath, registerVerifiedOwner } from './support/sharing';

/** Axe-clean and no sideways scroll at the phone width, on the screen state as it is now. */
async function expectGoodAt390(page: Page): Promise<void> {
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectAxeClean(page);
}

/** A checklist shared with `guests` (through the API), and each guest's access token from the mail. */
async function sharedChecklist(app: RunningApp, token: string, title: string, guests: string[]) {
  const checklist = await createChecklist(app, token, { title, items: [{ text: 'Count the till' }, { text: 'Lock the safe, "twice"' }] });
  expect((await call(app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: guests }, token)).status).toBe(200);
  const tokens = await Promise.all(guests.map(async (g) => (await mailedPath(app.dataDir, g, '/shared/')).split('/').pop()!));
  return { checklist, tokens };
}

const respond = (app: RunningApp, accessToken: string, item: string, key: 'complete' | 'notes', value: boolean | string) =>
  call(app.url, 'POST', `/api/guest/shared/${accessToken}/respond`, { item, key, value });

test.describe("the owner's workflow: templates, results out, many recipients (issue 19), at 390 px", () => {
  let app: RunningApp;
  let browser: Browser;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
  });

  test('save as template: it appears in the picker beside the built-in ones, and can be deleted', async () => {
    const owner = await registerVerifiedOwner(app, 'savetmpl');
    const title = `Office move ${Date.now().toString(36)}`;
    await createChecklist(app, owner.token, { title, items: [{ text: 'Label the desks' }, { text: 'Book the van' }] });
    const { context, page } = await newPage(browser, PHONE);
    await signInPage(page, app.url, owner);
    await page.goto(`${app.url}/dashboard`);
    const card = cardOf(page, title);
    await card.getByRole('button', { name: W.moreActions }).click();
    await card.getByRole('button', { name: W.saveAsTemplate }).click();
    await expect(card.getByText(W.savedAsTemplate(title))).toBeVisible();
    await expectGoodAt390(page);

    await page.goto(`${app.url}/dashboard/create`);
    const own = page.getByRole('list').filter({ has: page.getByRole('button', { name: W.deleteTemplate(title) }) });
    // At 390 px the templates are folded away until asked for (issue 44): the title field comes first.
    await expect(page.getByRole('heading', { name: W.builtInTemplates })).toBeHidden();
    await expect(page.getByLabel('Title')).toBeInViewport();
    await page.getByText(W.startFromTemplate, { exact: true }).click();
    await expect(page.getByRole('heading', { name: W.builtInTemplates })).toBeVisible();
    await expect(page.getByRole('heading', { name: W.yourTemplates })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp('^Trip packing') })).toBeVisible();
    await expect(own.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
    await own.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('What needs to be done?').first()).toHaveValue('Label the desks');
    await expectGoodAt390(page);

    await page.getByRole('button', { name: W.deleteTemplate(title) }).click();
    const dialog = page.getByRole('dialog', { name: W.deleteTemplate(title) });
    await expect(dialog).toContainText(W.deleteTemplateConfirm(title));
    await expectGoodAt390(page);
    await dialog.getByRole('button', { name: W.delete }).click();
    await expect(page.getByRole('button', { name: W.deleteTemplate(title) })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: W.yourTemplates })).toHaveCount(0);
    await expect(page.getByRole('button', { name: W.startBlank })).toHaveAttribute('aria-pressed', 'true');
    const listed = await call(app.url, 'GET', '/api/templates', undefined, owner.token);
    expect(listed.body.templates.some((t: { title: string }) => t.title === title)).toBe(false);
    await context.close();
  });

  test('export results: the downloaded CSV has a BOM, the header in the browser\'s zone, a row per recipient and item and nothing else, no notes', async () => {
    const owner = await registerVerifiedOwner(app, 'export');
    const stamp = Date.now().toString(36);
    const guests = [`ann.${stamp}@example.net`, `bob.${stamp}@example.net`];
    const { checklist, tokens } = await sharedChecklist(app, owner.token, `Till check ${stamp}`, guests);
    const [first, second] = checklist.items;
    expect((await respond(app, tokens[0]!, first!.id, 'complete', true)).status).toBe(200);
    expect((await respond(app, tokens[0]!, first!.id, 'notes', 'PRIVATE-NOTE-ann')).status).toBe(200);
    expect((await respond(app, tokens[1]!, second!.id, 'notes', 'PRIVATE-NOTE-bob')).status).toBe(200);

    // The file's dates are in the browser's zone, named in the headers (issue 44).
    const context = await browser.newContext({ viewport: PHONE, timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await signInPage(page, app.url, owner);
    await page.goto(`${app.url}/dashboard`);
    const card = cardOf(page, checklist.title);
    await card.getByRole('button', { name: W.moreActions }).click();
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: W.exportResults }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(R.fileName(checklist.title));
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).not.toContain('PRIVATE-NOTE');
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(R.csvHeader('Asia/Tokyo'));
    // Shared in one call, the two come in either order; each has its item rows and nothing else.
    const body = rows.slice(1);
    expect(body).toHaveLength(4);
    const of = (email: string) => body.filter((r) => r[0] === email);
    expect(of(guests[0]!).map((r) => r.slice(1, 5))).toEqual([
      [R.active, '1', 'Count the till', R.yes],
      [R.active, '2', 'Lock the safe, "twice"', R.no],
    ]);
    expect(of(guests[1]!).map((r) => r.slice(1, 5))).toEqual([
      [R.active, '1', 'Count the till', R.no],
      [R.active, '2', 'Lock the safe, "twice"', R.no],
    ]);
    expect(of(guests[0]!)[0]![5]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect([...of(guests[0]!).slice(1), ...of(guests[1]!)].map((r) => r[5])).toEqual(['', '', '']);
    await expectGoodAt390(page);
    await context.close();
  });

  test('printable results: on paper only the record (no header, nav or buttons), and an A4 PDF', async () => {
    const owner = await registerVerifiedOwner(app, 'print');
    const stamp = Date.now().toString(36);
    const guest = `pat.${stamp}@example.net`;
    const { checklist, tokens } = await sharedChecklist(app, owner.token, `Quarter close ${stamp}`, [guest]);
    const [first, second] = checklist.items;
    expect((await respond(app, tokens[0]!, first!.id, 'complete', true)).status).toBe(200);
    // A note saved afterwards does not move the time the item was done.
    expect((await respond(app, tokens[0]!, first!.id, 'notes', 'PRIVATE-NOTE-pat')).status).toBe(200);
    const edit = await call(app.url, 'GET', `/api/checklist/${checklist.id}/edit`, undefined, owner.token);
    const completedAt: string = edit.body.items.find((i: { id: string }) => i.id === first!.id).responses[0].completedAt;

    const { context, page } = await newPage(browser, PHONE);
    await signInPage(page, app.url, owner);
    await page.goto(`${app.url}/dashboard/results/${checklist.id}`);
    const sheet = page.locator('article.results-sheet');
    // An item × recipient grid (issue 44): every item, done with its time or outstanding.
    const grid = sheet.getByRole('table', { name: R.gridCaption });
    await expect(grid.getByRole('columnheader')).toHaveText([R.recipientColumn, `1. ${first!.text}`, `2. ${second!.text}`]);
    const recipient = grid.getByRole('row').filter({ hasText: guest });
    await expect(page.getByRole('heading', { level: 1, name: R.pageTitle(checklist.title) })).toBeVisible();
    await expect(recipient.getByRole('rowheader')).toContainText(R.doneOf(1, 2));
    await expect(recipient.getByRole('cell').nth(0)).toContainText(R.done);
    await expect(recipient.getByRole('cell').nth(1)).toHaveText(R.outstanding);
    await expect(recipient.locator('time')).toHaveAttribute('datetime', completedAt);
    await expect(sheet.locator('dl')).toContainText(R.printed);
    await expect(sheet).not.toContainText('PRIVATE-NOTE');
    await expectAxeClean(page);
    await expect(page.getByRole('button', { name: R.print, exact: true })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: R.print, exact: true })).toBeHidden();
    await expect(page.getByRole('link', { name: R.backToDashboard })).toBeHidden();
    await expect(page.locator('.dash-header')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    expect(await page.locator('nav, button').evaluateAll((nodes) => nodes.filter((n) => (n as HTMLElement).offsetParent !== null).length)).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: R.pageTitle(checklist.title) })).toBeVisible();
    await expect(sheet.locator('dl')).toBeVisible();
    await expect(sheet.locator('dl')).toContainText(`${R.due}${R.noDueDate}`);
    await expect(recipient).toBeVisible();
    await expect(recipient.locator('time')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('results-print-390.png'), fullPage: true });

    const pdf = await page.pdf({ format: 'A4', printBackground: true, path: test.info().outputPath('results.pdf') });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1_000);
    // Its pages are A4: 595 × 842 points.
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/.exec(pdf.toString('latin1'));
    expect(box).not.toBeNull();
    expect(Math.abs(Number(box![1]) - 595)).toBeLessThan(2);
    expect(Math.abs(Number(box![2]) - 842)).toBeLessThan(2);
    await page.emulateMedia({ media: 'screen' });

    // An unknown checklist's results are no dead end (issue 44): the way back is there.
    await page.goto(`${app.url}/dashboard/results/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('link', { name: R.backToDashboard }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await context.close();
  });

  test(`a typed address is still taken with ${PASTE_RECIPIENTS_MAX - 1} pasted, up to ${PASTE_RECIPIENTS_MAX}, all sent in one call`, async () => {
    const owner = await registerVerifiedOwner(app, 'many');
    const checklist = await createChecklist(app, owner.token, { title: 'Town hall', items: [{ text: 'Read the agenda' }] });
    const { context, page, card, panel } = await openSharePanel({ app, browser }, owner, checklist.title);
    const input = panel.getByLabel(M.recipientEmailLabel);
    const stamp = Date.now().toString(36);
    const pasted = Array.from({ length: PASTE_RECIPIENTS_MAX - 1 }, (_, i) => `p${i}.${stamp}@example.net`);
    await input.focus();
    await pasteIntoFocused(page, pasted.join('\n'));
    await expect(panel.getByRole('button', { name: M.sendTo(PASTE_RECIPIENTS_MAX - 1) })).toBeVisible();
    await input.fill(`typed.${stamp}@example.net`);
    await input.press('Enter');
    await expect(panel.getByRole('button', { name: M.sendTo(PASTE_RECIPIENTS_MAX) })).toBeVisible();
    await input.fill(`one-more.${stamp}@example.net`);
    await input.press('Enter');
    await expect(panel.getByText(M.tooManyRecipients)).toBeVisible();
    await input.fill('');

    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith(`/api/checklist/${checklist.id}/share`)) calls.push(req.postData() ?? '');
    });
    await panel.getByLabel(M.consentLabel).check();
    await panel.getByRole('button', { name: M.sendTo(PASTE_RECIPIENTS_MAX) }).click();
    await expect(card.getByText(M.shared(PASTE_RECIPIENTS_MAX))).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!).emails).toHaveLength(PASTE_RECIPIENTS_MAX);
    await context.close();
  });
});
