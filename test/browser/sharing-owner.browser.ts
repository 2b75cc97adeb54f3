import { SHARING_MESSAGES as M } from '@ticklist/contracts';
import { expect, test } from './support/fixtures';
import { cardOf, screenshotPath } from './support/page-checks';
import { DESKTOP, hasHorizontalScroll, newPage, PHONE } from './support/browser';
import { useChecklistSuite } from './support/owner-suite';
import { signInPage } from './support/session';
import { mailedPath, ONBOARDING, readMails } from './support/sharing';

/** The owner shares a checklist from the dashboard's share panel (the guest's side: sharing-guest.browser.ts). */
test.describe('sharing: owner shares from the dashboard', () => {
  const suite = useChecklistSuite(ONBOARDING);
  const guest = `guest.${Date.now().toString(36)}@example.net`;

  test('the owner shares from the dashboard: chips, duplicates, pattern check, consent, send', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    await signInPage(page, suite.app.url, suite.owner);
    await page.goto(`${suite.app.url}/dashboard`);
    const card = cardOf(page, suite.checklist.title);
    await expect(card.getByText(M.notShared)).toBeVisible();

    await card.getByRole('button', { name: 'Share', exact: true }).click();
    const panel = card.getByRole('region', { name: M.sharePanelTitle });
    const input = panel.getByLabel(M.recipientEmailLabel);
    // The panel opens ready to type (issue 44).
    await expect(input).toBeFocused();

    await input.fill('not-an-address');
    await input.press('Enter');
    await expect(panel.getByText(M.emailInvalid)).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(0);

    await input.fill(guest);
    await input.press('Enter');
    await input.fill(guest.toUpperCase());
    await panel.getByRole('button', { name: M.addRecipient, exact: true }).click();
    await input.fill('second@example.org');
    await input.press('Enter');
    const chips = panel.getByRole('list', { name: M.recipientsLabel }).getByRole('listitem');
    expect(await chips.allInnerTexts()).toEqual([expect.stringContaining(guest), expect.stringContaining('second@example.org')]);
    await panel.getByRole('button', { name: M.removeRecipient('second@example.org') }).click();
    await expect(chips).toHaveCount(1);

    const consent = panel.getByLabel(M.consentLabel);
    await expect(consent).not.toBeChecked();
    await panel.screenshot({ path: screenshotPath('share-panel-1280.png') });

    // Sending unchecked: the consent prompt turns red and pulses; nothing is sent.
    const send = panel.getByRole('button', { name: M.sendTo(1) });
    await send.click();
    await expect(panel.getByText(M.consentRequired)).toBeVisible();
    expect(await panel.locator('label.pulse').innerText()).toBe(M.consentLabel);
    expect(readMails(suite.app.dataDir).some((m) => m.to.includes(guest))).toBe(false);
    await consent.check();
    await expect(panel.getByText(M.consentRequired)).toHaveCount(0);
    await expect(panel.locator('.pulse')).toHaveCount(0);

    await send.click();
    const success = panel.getByRole('status');
    await expect(success).toBeVisible();
    expect((await success.innerText()).trim().length).toBeGreaterThan(0);
    // The form is cleared and gone; the message stays 5 s and the panel then closes.
    await expect(panel.getByLabel(M.recipientEmailLabel)).toHaveCount(0);
    // The focus goes to what happened, not to the page (issue 44), then back to Share once the panel closes.
    await expect(panel.locator('.share-panel__feedback')).toBeFocused();
    await expect(panel).toHaveCount(0, { timeout: 8_000 });
    await expect(card.getByRole('button', { name: 'Share', exact: true })).toBeFocused();

    // The list was refreshed: the card now shows the recipient with nothing done yet.
    await expect(card.getByText(M.sharedProgress)).toBeVisible();
    await expect(card.getByText(guest)).toBeVisible();
    await expect(card.getByText(M.completedOf(0, 3))).toBeVisible();

    const guestPath = await mailedPath(suite.app.dataDir, guest, '/shared/');
    expect(guestPath).toMatch(/^\/shared\/[A-Za-z0-9_-]{22,}$/);
    await context.close();
  });

  test('the share panel fits a phone', async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    await signInPage(page, suite.app.url, suite.owner);
    await page.goto(`${suite.app.url}/dashboard`);
    const card = cardOf(page, suite.checklist.title);
    await card.getByRole('button', { name: 'Share', exact: true }).click();
    const panel = card.getByRole('region', { name: M.sharePanelTitle });
    await panel.getByLabel(M.recipientEmailLabel).fill('someone.with.a.long.address@example.org');
    await panel.getByLabel(M.recipientEmailLabel).press('Enter');
    await panel.getByRole('button', { name: M.sendTo(1) }).click();
    await expect(panel.getByText(M.consentRequired)).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await panel.screenshot({ path: screenshotPath('share-panel-390.png') });
    await context.close();
  });
});
