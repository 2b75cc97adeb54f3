import { REVIEW_UI as T } from '@ticklist/contracts';
import { call } from '../kit';
import { expect, test } from './support/fixtures';
import { useOwnerSuite } from './support/owner-suite';
import { cardOf, expectAxeClean, rowOf, shot } from './support/page-checks';
import { hasHorizontalScroll, PHONE, socketConnected } from './support/browser';
import { signInPage } from './support/session';
import { mailedPath } from './support/sharing';
import { recipientToggle } from './support/recipient-row';

const ITEMS = [{ text: 'Sign the contract' }, { text: 'Upload your ID' }];

test.describe('review of a recipient\'s answers (issue 48)', () => {
  const suite = useOwnerSuite('review');

  test('the owner sends an item back with a reason, the guest redoes it, the owner accepts — live both ways; axe-clean at 390 px', async () => {
    const created = await call(suite.app.url, 'POST', '/api/checklist/create', { title: `Review ${Date.now().toString(36)}`, items: ITEMS, review: true }, suite.owner.token);
    expect(created.status).toBe(201);
    const checklist = created.body as { id: string; title: string; items: { id: string }[] };
    const reader = `reader.${Date.now().toString(36)}@example.net`;
    expect((await call(suite.app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [reader] }, suite.owner.token)).status).toBe(200);
    const guestPath = await mailedPath(suite.app.dataDir, reader, '/shared/');
    const token = guestPath.split('/').pop()!;
    for (const item of checklist.items) {
      expect((await call(suite.app.url, 'POST', `/api/guest/shared/${token}/respond`, { item: item.id, key: 'complete', value: true })).status).toBe(200);
    }

    const ownerContext = await suite.browser.newContext({ viewport: PHONE, locale: 'en-GB' });
    const guestContext = await suite.browser.newContext({ viewport: PHONE, locale: 'en-GB' });
    try {
      const owner = await ownerContext.newPage();
      await signInPage(owner, suite.app.url, suite.owner);
      const ownerLive = socketConnected(owner);
      await owner.goto(`${suite.app.url}/dashboard`);
      await ownerLive;
      const row = rowOf(cardOf(owner, checklist.title), reader);
      await expect(row.getByText(T.waiting).first()).toBeVisible();
      await recipientToggle(row, reader).click();
      const review = row.getByRole('region', { name: T.waiting });
      await review.getByRole('group', { name: ITEMS[0]!.text }).getByLabel(T.accept).check();
      const second = review.getByRole('group', { name: ITEMS[1]!.text });
      await second.getByLabel(T.rework).check();
      await second.getByLabel(T.reason).fill('The photo is blurred');
      await shot(owner, 'review-owner-deciding-390');
      await review.getByRole('button', { name: T.send }).click();
      await expect(row.getByRole('region', { name: T.changesRequested })).toContainText(T.rounds(1));

      const guest = await guestContext.newPage();
      const guestLive = socketConnected(guest);
      await guest.goto(suite.app.url + guestPath);
      await guestLive;
      await expect(guest.getByText(T.guestChangesRequested)).toBeVisible();
      await expect(guest.getByText(T.guestReworkReason('The photo is blurred'))).toBeVisible();
      for (const page of [guest, owner]) {
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAxeClean(page);
      }
      await shot(guest, 'review-guest-rework-390');

      await guest.getByRole('checkbox', { name: ITEMS[1]!.text }).check();
      await expect(guest.getByText(T.guestSubmitted)).toBeVisible(); // live: submitted again
      await expect(guest.getByRole('checkbox', { name: ITEMS[0]!.text })).toBeDisabled();
      await row.getByRole('region', { name: T.waiting }).getByRole('button', { name: T.acceptAll }).click();
      await expect(row.getByRole('region', { name: T.accepted })).toBeVisible();
      await expect(guest.getByText(T.guestAccepted)).toBeVisible(); // live
      await expectAxeClean(guest);
      await shot(guest, 'review-guest-accepted-390');
      await shot(owner, 'review-owner-accepted-390');
    } finally {
      await guestContext.close();
      await ownerContext.close();
    }
  });
});
