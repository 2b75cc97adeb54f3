import { ACCOUNT_MESSAGES, AUTH_MESSAGES, DEFAULT_NOTIFICATION_SETTINGS } from '@ticklist/contracts';
import { AccountFixtures } from './support/account-fixtures';
import { registerVerifiedOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { Api, expectErrorBody } from './support/http';
import { accessTokenFromOutbox, guestEmail, guestRespond, shareChecklist } from './support/sharing';
import { readOutbox, startTestServer, waitForMail, type TestServer } from './support/test-server';
import { RetentionService } from '../../server/src/modules/account/retention/retention.service';

/**
 * Alice, Bob and Carol are owners; g1 and g2 are guests.
 * - Alice: checklist A1 (3 items) shared with g1 and Bob; A2 (2 items) shared with g1.
 *   Responses on her checklists: g1 2 on A1 + 1 on A2, Bob 1 on A1 → 4.
 * - Bob: B1 (4 items) shared with Alice and g2; Alice answered 2 items, g2 1.
 * - Carol: C1 (1 item) shared with Alice; Alice answered 1.
 */
async function scenario(fx: AccountFixtures) {
  const alice = await fx.owner();
  const bob = await fx.owner();
  const carol = await fx.owner();
  const tag = alice.id.slice(0, 8);
  const notes = { g1: `${tag}-G1-PRIVATE-NOTE`, g1b: `${tag}-G1-SECOND-NOTE`, bob: `${tag}-BOB-PRIVATE-NOTE`, alice: `${tag}-ALICE-OWN-NOTE`, g2: `${tag}-G2-NOTE` };
  const g1 = `g1.${alice.id.slice(0, 8)}@example.net`;
  const g2 = `g2.${alice.id.slice(0, 8)}@example.net`;

  const a1 = await fx.checklist(alice.id, 3, 'A1');
  const a2 = await fx.checklist(alice.id, 2, 'A2');
  const b1 = await fx.checklist(bob.id, 4, 'B1');
  const c1 = await fx.checklist(carol.id, 1, 'C1');

  const sA1g1 = await fx.share(a1.id, g1);
  const sA1bob = await fx.share(a1.id, bob.email);
  const sA2g1 = await fx.share(a2.id, g1);
  const sB1alice = await fx.share(b1.id, alice.email);
  const sB1g2 = await fx.share(b1.id, g2);
  const sC1alice = await fx.share(c1.id, alice.email);

  const responses = {
    g1OnA1: [await fx.respond(sA1g1, a1.itemIds[0]!, true, notes.g1), await fx.respond(sA1g1, a1.itemIds[1]!, false, notes.g1b)],
    g1OnA2: [await fx.respond(sA2g1, a2.itemIds[0]!, true)],
    bobOnA1: [await fx.respond(sA1bob, a1.itemIds[2]!, true, notes.bob)],
    aliceOnB1: [await fx.respond(sB1alice, b1.itemIds[0]!, true, notes.alice), await fx.respond(sB1alice, b1.itemIds[3]!, false)],
    g2OnB1: [await fx.respond(sB1g2, b1.itemIds[1]!, true, notes.g2)],
    aliceOnC1: [await fx.respond(sC1alice, c1.itemIds[0]!, true)],
  };
  return { alice, bob, carol, g1, g2, notes, a1, a2, b1, c1, shares: { sA1g1, sA1bob, sA2g1, sB1alice, sB1g2, sC1alice }, responses };
}

describe('account: deletion preview, deletion, export, retention', () => {
  let server: TestServer;
  let api: Api;
  let fx: AccountFixtures;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    fx = await AccountFixtures.for(server);
  });
  afterAll(() => server?.stop());

  describe('GET /api/user/account/deletion-preview', () => {
    it('counts exactly what the account holds, for each user of the scenario', async () => {
      const s = await scenario(fx);
      const alice = await api.get('/api/user/account/deletion-preview', s.alice.token);
      expect(alice.status).toBe(200);
      expect(alice.body).toEqual({
        statistics: { checklists: 2, checklist_items: 5, shares_created: 3, shares_received: 2, user_responses: 3, responses_to_user_checklists: 4 },
      });
      const bob = await api.get('/api/user/account/deletion-preview', s.bob.token);
      expect(bob.body.statistics).toEqual({
        checklists: 1,
        checklist_items: 4,
        shares_created: 2,
        shares_received: 1,
        user_responses: 1,
        responses_to_user_checklists: 3,
      });
      const carol = await api.get('/api/user/account/deletion-preview', s.carol.token);
      expect(carol.body.statistics).toEqual({
        checklists: 1,
        checklist_items: 1,
        shares_created: 1,
        shares_received: 0,
        user_responses: 0,
        responses_to_user_checklists: 1,
      });
    });

    it('is all zeros for a new account', async () => {
      const owner = await fx.owner();
      const res = await api.get('/api/user/account/deletion-preview', owner.token);
      expect(res.body.statistics).toEqual({
        checklists: 0,
        checklist_items: 0,
        shares_created: 0,
        shares_received: 0,
        user_responses: 0,
        responses_to_user_checklists: 0,
      });
    });

    it('counts what was made through the product’s own calls (register, create, share, respond)', async () => {
      const owner = await registerVerifiedOwner(api, server);
      const checklist = await createChecklist(api, owner.token);
      const g = guestEmail('preview');
      await shareChecklist(api, owner.token, checklist.id, [g]);
      const accessToken = await accessTokenFromOutbox(server, g);
      expect((await guestRespond(api, accessToken, checklist.items[0]!.id, 'complete', true)).status).toBe(200);
      expect((await guestRespond(api, accessToken, checklist.items[1]!.id, 'notes', 'hi')).status).toBe(200);
      const res = await api.get('/api/user/account/deletion-preview', owner.token);
      expect(res.body.statistics).toEqual({
        checklists: 1,
        checklist_items: checklist.items.length,
        shares_created: 1,
        shares_received: 0,
        user_responses: 0,
        responses_to_user_checklists: 2,
      });
    });
  });

  describe('DELETE /api/user/account', () => {
    it('removes the account and everything of it from every table, and nothing of anyone else', async () => {
      const s = await scenario(fx);
      const before = await api.get('/api/user/account/deletion-preview', s.bob.token);

      const res = await api.delete('/api/user/account', s.alice.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.deleted });

      // The token is refused at once, on every call.
      const after = await api.get('/api/user/notification-settings', s.alice.token);
      expect(after.status).toBe(401);
      expect(after.body.message).toBe(AUTH_MESSAGES.authenticationRequired);
      expect((await api.get('/api/me', s.alice.token)).status).toBe(401);
      expect((await api.delete('/api/user/account', s.alice.token)).status).toBe(401);

      // No row of any table mentions Alice, her checklists, items, shares made or received,
      // or the responses on them — nor g1, the guest who only existed for her shares.
      const needles = [
        s.alice.id,
        s.alice.email,
        s.g1,
        s.a1.id,
        s.a2.id,
        ...s.a1.itemIds,
        ...s.a2.itemIds,
        s.shares.sA1g1,
        s.shares.sA1bob,
        s.shares.sA2g1,
        s.shares.sB1alice,
        s.shares.sC1alice,
        ...s.responses.g1OnA1,
        ...s.responses.g1OnA2,
        ...s.responses.bobOnA1,
        ...s.responses.aliceOnB1,
        ...s.responses.aliceOnC1,
        s.notes.g1,
        s.notes.bob,
        s.notes.alice,
      ];
      expect(await fx.tables()).toEqual(expect.arrayContaining(['users', 'checklists', 'checklist_items', 'shares', 'item_responses', 'email_tokens', 'mail_jobs']));
      expect(await fx.rowsMentioning(needles)).toEqual({});

      // Everyone else's data is intact: Bob's and Carol's checklists, Bob's share to g2 and g2's response.
      expect(await fx.query(`SELECT id FROM checklists WHERE id = ANY($1::uuid[]) ORDER BY id`, [[s.b1.id, s.c1.id]])).toHaveLength(2);
      expect(await fx.query(`SELECT id FROM checklist_items WHERE checklist_id = $1`, [s.b1.id])).toHaveLength(4);
      expect(await fx.query(`SELECT id FROM shares WHERE id = $1`, [s.shares.sB1g2])).toHaveLength(1);
      expect(await fx.query(`SELECT notes FROM item_responses WHERE id = $1`, [s.responses.g2OnB1[0]])).toEqual([{ notes: s.notes.g2 }]);
      expect(await fx.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [s.g2])).toHaveLength(1);

      const bobAfter = await api.get('/api/user/account/deletion-preview', s.bob.token);
      expect(bobAfter.body.statistics).toEqual({
        ...before.body.statistics,
        shares_created: 1, // his share to Alice went with her
        shares_received: 0, // Alice's share to him went with her checklist
        user_responses: 0,
        responses_to_user_checklists: 1, // only g2's
      });
    });

    it('removes queued mails and one-time links of the account', async () => {
      const owner = await fx.owner();
      await fx.query(
        `INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'reset', $2, now() + interval '1 hour')`,
        [owner.id, 'f'.repeat(64)],
      );
      await fx.query(`INSERT INTO mail_jobs (kind, payload, next_attempt_at) VALUES ('test', $1, now() + interval '1 day')`, [
        JSON.stringify({ userId: owner.id }),
      ]);
      expect((await api.delete('/api/user/account', owner.token)).status).toBe(200);
      expect(await fx.rowsMentioning([owner.id, owner.email])).toEqual({});
    });

    it('a guest that was also sent something by another owner stays', async () => {
      const a = await fx.owner();
      const b = await fx.owner();
      const shared = `shared.${a.id.slice(0, 8)}@example.net`;
      await fx.share((await fx.checklist(a.id, 1)).id, shared);
      await fx.share((await fx.checklist(b.id, 1)).id, shared);
      expect((await api.delete('/api/user/account', a.token)).status).toBe(200);
      expect(await fx.query(`SELECT id FROM users WHERE email = $1`, [shared])).toHaveLength(1);
    });
  });

  describe('GET /api/user/export-data', () => {
    it('downloads export.json with the profile, settings, checklists, shares with progress and own responses', async () => {
      const s = await scenario(fx);
      await api.put('/api/user/notification-settings', { applicationUpdates: true }, s.alice.token);
      const res = await api.get('/api/user/export-data', s.alice.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="export.json"');

      const data = res.body;
      expect(data.profile).toEqual(expect.objectContaining({ id: s.alice.id, email: s.alice.email, username: s.alice.username, accountType: 'owner' }));
      expect(data.notificationSettings).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, applicationUpdates: true });

      expect(data.checklists.map((c: { id: string }) => c.id).sort()).toEqual([s.a1.id, s.a2.id].sort());
      const a1 = data.checklists.find((c: { id: string }) => c.id === s.a1.id);
      expect(a1.title).toBe('A1');
      expect(a1.items.map((i: { id: string; displayOrder: number }) => [i.id, i.displayOrder])).toEqual(s.a1.itemIds.map((id, i) => [id, i + 1]));
      const byRecipient = Object.fromEntries(a1.shares.map((sh: { recipientEmail: string }) => [sh.recipientEmail, sh]));
      expect(Object.keys(byRecipient).sort()).toEqual([s.bob.email, s.g1].sort());
      expect(byRecipient[s.g1].completedItems).toEqual([{ itemId: s.a1.itemIds[0] }]);
      expect(byRecipient[s.bob.email].completedItems).toEqual([{ itemId: s.a1.itemIds[2] }]);

      // Responses Alice gave as a guest, with her own notes.
      const received = Object.fromEntries(data.sharedWithMe.map((r: { shareId: string }) => [r.shareId, r]));
      expect(Object.keys(received).sort()).toEqual([s.shares.sB1alice, s.shares.sC1alice].sort());
      expect(received[s.shares.sB1alice].sharedBy).toEqual({ email: s.bob.email });
      expect(received[s.shares.sB1alice].responses).toEqual([
        expect.objectContaining({ itemId: s.b1.itemIds[0], complete: true, notes: s.notes.alice }),
        expect.objectContaining({ itemId: s.b1.itemIds[3], complete: false, notes: null }),
      ]);

      // Never anyone else's private notes.
      const text = JSON.stringify(data);
      for (const foreign of [s.notes.g1, s.notes.g1b, s.notes.bob, s.notes.g2, s.g2]) expect(text).not.toContain(foreign);
      // Nor a secret.
      expect(text).not.toMatch(/argon2|password_hash|passwordHash|token/i);
    });

    it('a new account exports an empty but complete document', async () => {
      const owner = await fx.owner();
      const res = await api.get('/api/user/export-data', owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(
        expect.objectContaining({ checklists: [], sharedWithMe: [], notificationSettings: DEFAULT_NOTIFICATION_SETTINGS }),
      );
    });

    it('answers 401 with the contract body without a token', async () => {
      const res = await api.get('/api/user/export-data');
      expect(res.status).toBe(401);
      expectErrorBody(res.body);
    });
  });

  describe('retention (3 years inactive → notice, deleted 30 days later unless active)', () => {
    const DAY = 86_400_000;
    const mailsTo = (email: string) => readOutbox(server.dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));

    it('sends one notice to an owner inactive for 3 years and deletes the account 30 days later', async () => {
      const retention = server.server.app.get(RetentionService);
      const now = new Date();
      const inactive = await fx.owner({ lastActiveAt: new Date(now.getTime() - (3 * 365 + 2) * DAY) });
      const twoYears = await fx.owner({ lastActiveAt: new Date(now.getTime() - 2 * 365 * DAY) });
      const guestId = await fx.recipient(`old.guest.${inactive.id.slice(0, 8)}@example.net`);
      await fx.query(`UPDATE users SET last_active_at = now() - interval '5 years' WHERE id = $1`, [guestId]);

      const first = await retention.run(now);
      expect(first.noticed).toContain(inactive.id);
      expect(first.noticed).not.toContain(twoYears.id);
      expect(first.noticed).not.toContain(guestId);
      const mail = await waitForMail(server.dataDir, inactive.email, /will be deleted/i);
      expect(mail.text).toContain(`${server.config.appUrl}/login`);
      const deleteOn = new Date(now.getTime() + 30 * DAY).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      expect(mail.text).toContain(deleteOn);

      // Daily runs do not repeat the notice, and nothing is deleted before the 30 days are up.
      expect((await retention.run(new Date(now.getTime() + DAY))).noticed).not.toContain(inactive.id);
      expect((await retention.run(new Date(now.getTime() + 29 * DAY))).deleted).not.toContain(inactive.id);
      expect(mailsTo(inactive.email)).toHaveLength(1);
      expect(await fx.query(`SELECT id FROM users WHERE id = $1`, [inactive.id])).toHaveLength(1);

      const late = await retention.run(new Date(now.getTime() + 31 * DAY));
      expect(late.deleted).toContain(inactive.id);
      expect(late.deleted).not.toContain(twoYears.id);
      expect(await fx.rowsMentioning([inactive.id])).toEqual({});
      expect(await fx.query(`SELECT id FROM users WHERE id = ANY($1::uuid[])`, [[twoYears.id, guestId]])).toHaveLength(2);
    });

    it('keeps an owner who is active again after the notice', async () => {
      const retention = server.server.app.get(RetentionService);
      const now = new Date();
      const owner = await fx.owner({ lastActiveAt: new Date(now.getTime() - 4 * 365 * DAY) });
      expect((await retention.run(now)).noticed).toContain(owner.id);

      // Any signed-in call counts as activity and withdraws the notice.
      expect((await api.get('/api/user/notification-settings', owner.token)).status).toBe(200);
      const [row] = await fx.query(`SELECT deletion_notice_sent_at, last_active_at FROM users WHERE id = $1`, [owner.id]);
      expect(row.deletion_notice_sent_at).toBeNull();
      expect(new Date(row.last_active_at).getTime()).toBeGreaterThan(now.getTime() - 60_000);

      const later = await retention.run(new Date(now.getTime() + 31 * DAY));
      expect(later.deleted).not.toContain(owner.id);
      expect(later.noticed).not.toContain(owner.id);
      expect(await fx.query(`SELECT id FROM users WHERE id = $1`, [owner.id])).toHaveLength(1);
    });

    it('a sign-in after the notice keeps the account too', async () => {
      const retention = server.server.app.get(RetentionService);
      const now = new Date();
      const owner = await fx.owner({ lastActiveAt: new Date(now.getTime() - 4 * 365 * DAY) });
      expect((await retention.run(now)).noticed).toContain(owner.id);
      expect((await api.post('/api/login_check', { username: owner.email, password: owner.password })).status).toBe(200);

      const later = await retention.run(new Date(now.getTime() + 31 * DAY));
      expect(later.deleted).not.toContain(owner.id);
      expect(later.noticed).not.toContain(owner.id);
      expect(await fx.query(`SELECT id FROM users WHERE id = $1`, [owner.id])).toHaveLength(1);
    });
  });
});
