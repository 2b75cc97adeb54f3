import type { Browser } from '@playwright/test';
import { SHARING_MESSAGES as M } from '@ticklist/contracts';
import { expect, test, type RunningApp } from './support/fixtures';
import { cardOf } from './support/page-checks';
import { newPage, PHONE } from './support/browser';
import { signInPage } from './support/session';
import { createChecklist, readMails, registerVerifiedOwner } from './support/sharing';

/** Issue 51 item 1: a pasted list splits outside quotes and angle brackets. */
test.describe('share panel: pasting addresses as mail programs copy them', () => {
  let app: RunningApp;
  let browser: Browser;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
  });

  test('an Outlook list of "Last, First" <address> gives two chips, nothing invalid, and two recipients', async () => {
    const owner = await registerVerifiedOwner(app, 'outlook');
    const checklist = await createChecklist(app, owner.token, { title: 'Outlook paste', items: [{ text: 'One thing' }] });
    const { context, page } = await newPage(browser, PHONE);
    await signInPage(page, app.url, owner);
    await page.goto(`${app.url}/dashboard`);
    const card = cardOf(page, checklist.title);
    await card.getByRole('button', { name: 'Share', exact: true }).click();
    const panel = card.getByRole('region', { name: M.sharePanelTitle });
    const stamp = Date.now().toString(36);
    const [ngozi, per] = [`ngozi.okafor.${stamp}@example.com`, `per.lindqvist.${stamp}@example.com`];
    await panel.getByLabel(M.recipientEmailLabel).focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, `"Okafor, Ngozi" <${ngozi}>; "Lindqvist, Per" <${per}>`);

    const chips = panel.getByRole('list', { name: M.recipientsLabel }).getByRole('listitem');
    await expect(chips).toHaveCount(2);
    await expect(chips.nth(0)).toContainText(ngozi);
    await expect(chips.nth(1)).toContainText(per);
    await expect(panel.getByText(M.emailInvalid)).toHaveCount(0);

    await panel.getByLabel(M.consentLabel).check();
    await panel.getByRole('button', { name: M.sendTo(2) }).click();
    await expect(card.getByText(ngozi)).toBeVisible();
    await expect(card.getByText(per)).toBeVisible();
    await expect.poll(() => readMails(app.dataDir).filter((m) => m.to.includes(ngozi) || m.to.includes(per)).length).toBe(2);
    await context.close();
  });

  test('a typed address with a trailing separator or brackets is taken as the bare address', async () => {
    const owner = await registerVerifiedOwner(app, 'typed');
    const checklist = await createChecklist(app, owner.token, { title: 'Typed decorated', items: [{ text: 'One thing' }] });
    const { context, page } = await newPage(browser, PHONE);
    await signInPage(page, app.url, owner);
    await page.goto(`${app.url}/dashboard`);
    const card = cardOf(page, checklist.title);
    await card.getByRole('button', { name: 'Share', exact: true }).click();
    const panel = card.getByRole('region', { name: M.sharePanelTitle });
    const yara = `yara.${Date.now().toString(36)}@example.com`;
    const input = panel.getByLabel(M.recipientEmailLabel);
    await input.fill(`${yara};`);
    await input.press('Enter');
    await input.fill(`<${yara.toUpperCase()}>`);
    await input.press('Enter');
    const chips = panel.getByRole('list', { name: M.recipientsLabel }).getByRole('listitem');
    await expect(chips).toHaveCount(1);
    await expect(chips.nth(0)).toContainText(yara);
    await expect(panel.getByText(M.emailInvalid)).toHaveCount(0);
    await context.close();
  });
});
