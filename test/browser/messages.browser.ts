import { GUEST_PAGE_TEXTS, MESSAGE_UI as T, SHARING_MESSAGES as M } from '@ticklist/contracts';
import { call } from '../kit';
import { expect, test } from './support/fixtures';
import { useOwnerSuite } from './support/owner-suite';
import { cardOf, expectAxeClean, rowOf, shot } from './support/page-checks';
import { hasHorizontalScroll, PHONE, socketConnected } from './support/browser';
import { signInPage } from './support/session';
import { createChecklist, mailedPath } from './support/sharing';
import { recipientToggle } from './support/recipient-row';

const ITEMS = [{ text: 'Sign the contract' }, { text: 'Send your bank details' }];

test.describe('messages between a recipient and the owner (issue 48)', () => {
  const suite = useOwnerSuite('messages');

  test('the guest writes to the owner beside private notes, the owner answers in the recipient row, live both ways; axe-clean at 390 px', async () => {
    const checklist = await createChecklist(suite.app, suite.owner.token, { title: `Thread ${Date.now().toString(36)}`, items: ITEMS });
    const reader = `reader.${Date.now().toString(36)}@example.net`;
    expect((await call(suite.app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [reader] }, suite.owner.token)).status).toBe(200);
    const guestPath = await mailedPath(suite.app.dataDir, reader, '/shared/');

    const ownerContext = await suite.browser.newContext({ viewport: PHONE, locale: 'en-GB' });
    const guestContext = await suite.browser.newContext({ viewport: PHONE, locale: 'en-GB' });
    try {
      const owner = await ownerContext.newPage();
      await signInPage(owner, suite.app.url, suite.owner);
      const ownerLive = socketConnected(owner);
      await owner.goto(`${suite.app.url}/dashboard`);
      await ownerLive;
      const row = rowOf(cardOf(owner, checklist.title), reader);
      await recipientToggle(row, reader).click();
      const ownerThread = row.getByRole('region', { name: T.thread });
      await expect(ownerThread.getByText(T.empty)).toBeVisible();

      const guest = await guestContext.newPage();
      const guestLive = socketConnected(guest);
      await guest.goto(suite.app.url + guestPath);
      await guestLive;
      // Notes stay private, and say so; the message box is plainly another thing.
      await guest.getByRole('button', { name: new RegExp(`${M.notes} – ${ITEMS[0]!.text}`) }).click();
      await expect(guest.getByText(GUEST_PAGE_TEXTS.notesPrivate).first()).toBeVisible();
      const guestThread = guest.getByRole('region', { name: T.thread });
      await guestThread.getByLabel(T.about).selectOption({ label: T.itemOption(2, ITEMS[1]!.text) });
      await guestThread.getByLabel(T.messageTo(suite.owner.user.username)).fill('Which bank account?');
      await guestThread.getByRole('button', { name: T.send }).click();
      await expect(guestThread.getByText('Which bank account?')).toBeVisible();

      await expect(ownerThread.getByText('Which bank account?')).toBeVisible(); // live
      await expect(ownerThread.locator('li', { hasText: 'Which bank account?' })).toContainText(ITEMS[1]!.text); // the item it is about
      await ownerThread.getByLabel(T.messageToRecipient(reader)).fill('The one on your payslip.');
      await ownerThread.getByRole('button', { name: T.send }).click();
      await expect(guestThread.getByText('The one on your payslip.')).toBeVisible(); // live

      for (const page of [guest, owner]) {
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAxeClean(page);
      }
      await shot(guest, 'messages-guest-390');
      await shot(owner, 'messages-owner-390');
    } finally {
      await guestContext.close();
      await ownerContext.close();
    }
  });
});
