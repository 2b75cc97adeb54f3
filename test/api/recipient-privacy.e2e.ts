import { ACCOUNT_MESSAGES } from '@ticklist/contracts';
import { RetentionService } from '../../server/src/modules/account/retention/retention.service';
import { useAccountSuite } from './support/account-fixtures';
import { mailedLink, registerOwner, registerVerifiedOwner, verifyEmail } from './support/accounts';
import { createChecklist } from './support/checklists';
import { accessTokenFromOutbox, guestEmail, guestRespond, guestView, shareChecklist } from './support/sharing';
import { waitForMail } from './support/test-server';

const NOTHING_RECEIVED = { shares_received: 0, user_responses: 0 };

/**
 * Issue 41, item 2: signing up with an address that received shares (an invite code is all it
 * takes) gives no access to what the address received until the account proves the mailbox, and
 * deleting such an account hands the address back to the recipient.
 */
describe('recipient privacy: an address is proved before what it received is the account’s', () => {
  const suite = useAccountSuite();

  /** An owner shares a checklist with a fresh address; its recipient ticks the first item and writes a note on the second. */
  async function sharedWithARecipient() {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const checklist = await createChecklist(suite.api, owner.token, { title: 'Onboarding' });
    const recipient = guestEmail('recipient');
    await shareChecklist(suite.api, owner.token, checklist.id, [recipient]);
    const accessToken = await accessTokenFromOutbox(suite.server, recipient);
    const note = `PRIVATE-NOTE-${recipient}`;
    const [first, second] = checklist.items;
    expect((await guestRespond(suite.api, accessToken, first!.id, 'complete', true)).status).toBe(200);
    expect((await guestRespond(suite.api, accessToken, second!.id, 'notes', note)).status).toBe(200);
    return { owner, checklist, recipient, accessToken, note };
  }

  const exportOf = async (token: string) => {
    const res = await suite.api.get('/api/user/export-data', token);
    expect(res.status).toBe(200);
    return res.body;
  };
  const previewOf = async (token: string) => {
    const res = await suite.api.get('/api/user/account/deletion-preview', token);
    expect(res.status).toBe(200);
    return res.body.statistics;
  };
  const ownersViewOf = async (ownerToken: string, checklistId: string) => {
    const list = await suite.api.get('/api/checklist', ownerToken);
    expect(list.status).toBe(200);
    return list.body.items.find((c: { id: string }) => c.id === checklistId).shares;
  };

  it('an invite holder who signs up with a recipient’s address sees nothing it received until the mailed link proves the address', async () => {
    const s = await sharedWithARecipient();
    const squatter = await registerOwner(suite.api, suite.server, { email: s.recipient });
    expect(squatter.user.emailValidated).toBe(false);

    const before = await exportOf(squatter.token);
    expect(before.sharedWithMe).toEqual([]);
    expect(JSON.stringify(before)).not.toContain(s.note);
    expect(await previewOf(squatter.token)).toEqual(expect.objectContaining(NOTHING_RECEIVED));

    // The verification mail tells the mailbox's holder what verifying would hand to whom.
    const verifyMail = await waitForMail(suite.server.dataDir, s.recipient, /verify/i);
    expect(verifyMail.text).toContain('Checklists have been shared with this address on Ticklist.');
    expect(verifyMail.text).toContain(squatter.username);
    expect(verifyMail.text).toContain('if you did not create that account, do not verify.');

    // The verification link reaches the mailbox; whoever holds it proves the address.
    await verifyEmail(suite.api, suite.server, s.recipient);
    const after = await exportOf(squatter.token);
    expect(after.sharedWithMe).toEqual([
      expect.objectContaining({
        checklist: { id: s.checklist.id, title: 'Onboarding' },
        responses: expect.arrayContaining([
          expect.objectContaining({ itemId: s.checklist.items[0]!.id, complete: true }),
          expect.objectContaining({ itemId: s.checklist.items[1]!.id, notes: s.note }),
        ]),
      }),
    ]);
    expect(await previewOf(squatter.token)).toEqual(expect.objectContaining({ shares_received: 1, user_responses: 2 }));
  });

  it('the recipient takes the address back by a reset through the mailed link: their data is theirs, the squatter’s token stops', async () => {
    const s = await sharedWithARecipient();
    const squatter = await registerOwner(suite.api, suite.server, { email: s.recipient });
    const pat = await suite.api.post('/api/user/tokens', { name: 'kept reading', scope: 'read', expiresInDays: null }, squatter.token);
    expect(pat.status).toBe(201);
    expect((await exportOf(pat.body.secret)).sharedWithMe).toEqual([]);

    expect((await suite.api.post('/api/password/forgot', { email: s.recipient })).status).toBe(200);
    const url = await mailedLink(suite.server, s.recipient, /reset your/i, '/password/reset/');
    const password = 'Mine-Again-2024!x';
    const reset = await suite.api.post(`/api/password/reset/${url.split('/password/reset/')[1]}`, { password, confirmPassword: password });
    expect(reset.status).toBe(200);

    expect((await suite.api.get('/api/user/export-data', pat.body.secret)).status).toBe(401);
    expect((await suite.api.get('/api/user/export-data', squatter.token)).status).toBe(401);
    const mine = await exportOf(reset.body.token);
    expect(mine.sharedWithMe).toHaveLength(1);
    expect(JSON.stringify(mine.sharedWithMe)).toContain(s.note);
  });

  it('deleting an unverified account keeps what the address received: the link, the note, the owner’s view; the address can sign up again', async () => {
    const s = await sharedWithARecipient();
    const progressBefore = await ownersViewOf(s.owner.token, s.checklist.id);
    const squatter = await registerOwner(suite.api, suite.server, { email: s.recipient });
    await createChecklist(suite.api, squatter.token, { title: 'Squatter’s own list' });

    const res = await suite.api.delete('/api/user/account', squatter.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.deleted });
    expect((await suite.api.get('/api/me', squatter.token)).status).toBe(401);

    // The recipient's link still opens the checklist with their own tick and note.
    const view = await guestView(suite.api, s.accessToken);
    expect(view.status).toBe(200);
    const responses = view.body.share.checklist.items.map((i) => i.response);
    expect(responses[0]).toEqual(expect.objectContaining({ complete: true }));
    expect(responses[1]).toEqual(expect.objectContaining({ notes: s.note }));
    expect((await guestRespond(suite.api, s.accessToken, s.checklist.items[2]!.id, 'complete', true)).status).toBe(200);

    // The owner still sees the recipient and their progress.
    const shares = await ownersViewOf(s.owner.token, s.checklist.id);
    expect(shares).toHaveLength(1);
    expect(shares[0].id).toBe(progressBefore[0].id);
    expect(shares[0].recipientUser).toEqual({ email: s.recipient });
    expect(shares[0].completedItems).toEqual([{ itemId: s.checklist.items[0]!.id }, { itemId: s.checklist.items[2]!.id }]);
    // The squatter's own things are gone.
    expect(await suite.fx.query(`SELECT id FROM checklists WHERE title = 'Squatter’s own list' AND owner_id = $1`, [squatter.user.id])).toEqual([]);

    // The address can sign up again, and the new account too sees nothing before it proves the address.
    const again = await registerOwner(suite.api, suite.server, { email: s.recipient });
    expect((await exportOf(again.token)).sharedWithMe).toEqual([]);
    expect(await previewOf(again.token)).toEqual(expect.objectContaining(NOTHING_RECEIVED));
  });

  it('an account that never received anything is deleted completely (and its verification mail says nothing of checklists)', async () => {
    const owner = await registerOwner(suite.api, suite.server);
    expect((await waitForMail(suite.server.dataDir, owner.email, /verify/i)).text).not.toContain('Checklists have been shared');
    expect((await suite.api.delete('/api/user/account', owner.token)).status).toBe(200);
    expect(await suite.fx.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [owner.email])).toEqual([]);
    expect(await suite.fx.rowsMentioning([owner.user.id, owner.email])).toEqual({});
  });

  it('an account registered before the fix and never verified sees nothing its address received either', async () => {
    // As the old sign-up left it: an owner row, unverified, holding shares it received as a guest.
    const squatter = await suite.fx.owner({ emailValidated: false });
    const other = await suite.fx.owner();
    const checklist = await suite.fx.checklist(other.id, 2, 'Earlier');
    const shareId = await suite.fx.share(checklist.id, squatter.email);
    await suite.fx.respond(shareId, checklist.itemIds[0]!, true, 'EARLIER-PRIVATE-NOTE');

    const data = await exportOf(squatter.token);
    expect(data.sharedWithMe).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('EARLIER-PRIVATE-NOTE');
    expect(await previewOf(squatter.token)).toEqual(expect.objectContaining(NOTHING_RECEIVED));

    // Its deletion leaves the share and the note with the address.
    expect((await suite.api.delete('/api/user/account', squatter.token)).status).toBe(200);
    const kept = await suite.fx.query(
      `SELECT u.email, u.account_type, r.notes FROM shares s JOIN users u ON u.id = s.recipient_id JOIN item_responses r ON r.share_id = s.id WHERE s.id = $1`,
      [shareId],
    );
    expect(kept).toEqual([{ email: squatter.email, account_type: 'guest', notes: 'EARLIER-PRIVATE-NOTE' }]);
  });

  it('retention deleting an unverified account also hands the address back with what it received', async () => {
    const DAY = 86_400_000;
    const now = new Date();
    const squatter = await suite.fx.owner({ emailValidated: false, lastActiveAt: new Date(now.getTime() - (3 * 365 + 2) * DAY) });
    const other = await suite.fx.owner();
    const checklist = await suite.fx.checklist(other.id, 1, 'Retained');
    const shareId = await suite.fx.share(checklist.id, squatter.email);
    await suite.fx.respond(shareId, checklist.itemIds[0]!, true, 'RETAINED-NOTE');

    const retention = suite.server.server.app.get(RetentionService);
    expect((await retention.run(now)).noticed).toContain(squatter.id);
    expect((await retention.run(new Date(now.getTime() + 31 * DAY))).deleted).toContain(squatter.id);

    const kept = await suite.fx.query(
      `SELECT u.email, u.account_type, r.complete, r.notes FROM shares s JOIN users u ON u.id = s.recipient_id JOIN item_responses r ON r.share_id = s.id WHERE s.id = $1`,
      [shareId],
    );
    expect(kept).toEqual([{ email: squatter.email, account_type: 'guest', complete: true, notes: 'RETAINED-NOTE' }]);
    expect(await suite.fx.query(`SELECT id FROM users WHERE id = $1`, [squatter.id])).toEqual([]);
  });
});
