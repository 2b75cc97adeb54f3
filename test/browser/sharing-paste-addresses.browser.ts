import { SHARING_MESSAGES as M } from '@ticklist/contracts';
import { expect, test } from './support/fixtures';
import { openSharePanel, useAppSuite } from './support/owner-suite';
import { pasteIntoFocused } from './support/browser';
import { createChecklist, readMails, registerVerifiedOwner } from './support/sharing';

/** Issue 51 item 1: a pasted list splits outside quotes and angle brackets. */
test.describe('share panel: pasting addresses as mail programs copy them', () => {
  const suite = useAppSuite();

  test('an Outlook list of "Last, First" <address> gives two chips, nothing invalid, and two recipients', async () => {
    const owner = await registerVerifiedOwner(suite.app, 'outlook');
    const checklist = await createChecklist(suite.app, owner.token, { title: 'Outlook paste', items: [{ text: 'One thing' }] });
    const { context, page, card, panel } = await openSharePanel(suite, owner, checklist.title);
    const stamp = Date.now().toString(36);
    const [ngozi, per] = [`ngozi.okafor.${stamp}@example.com`, `per.lindqvist.${stamp}@example.com`];
    await panel.getByLabel(M.recipientEmailLabel).focus();
    await pasteIntoFocused(page, `"Okafor, Ngozi" <${ngozi}>; "Lindqvist, Per" <${per}>`);

    const chips = panel.getByRole('list', { name: M.recipientsLabel }).getByRole('listitem');
    await expect(chips).toHaveCount(2);
    await expect(chips.nth(0)).toContainText(ngozi);
    await expect(chips.nth(1)).toContainText(per);
    await expect(panel.getByText(M.emailInvalid)).toHaveCount(0);

    await panel.getByLabel(M.consentLabel).check();
    await panel.getByRole('button', { name: M.sendTo(2) }).click();
    await expect(card.getByText(ngozi)).toBeVisible();
    await expect(card.getByText(per)).toBeVisible();
    await expect.poll(() => readMails(suite.app.dataDir).filter((m) => m.to.includes(ngozi) || m.to.includes(per)).length).toBe(2);
    await context.close();
  });

  test('a typed address with a trailing separator or brackets is taken as the bare address', async () => {
    const owner = await registerVerifiedOwner(suite.app, 'typed');
    const checklist = await createChecklist(suite.app, owner.token, { title: 'Typed decorated', items: [{ text: 'One thing' }] });
    const { context, panel } = await openSharePanel(suite, owner, checklist.title);
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
