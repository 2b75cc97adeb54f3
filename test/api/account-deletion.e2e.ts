import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@ticklist/contracts';
import { AccountDeletionService } from '../../server/src/modules/account/account-deletion.service';
import { RetentionService } from '../../server/src/modules/account/retention/retention.service';
import { UsersRepository } from '../../server/src/modules/users/users.repository';
import { accountScenario, useAccountSuite } from './support/account-fixtures';
import { registerVerifiedOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { accessTokenFromOutbox, guestEmail, guestRespond, shareChecklist } from './support/sharing';

/** What deleting an account removes: the preview's counts, then the deletion itself (scenario: accountScenario). */
describe('account: deletion preview, deletion', () => {
  const suite = useAccountSuite();

  describe('GET /api/user/account/deletion-preview', () => {
    it('counts exactly what the account holds, for each user of the scenario', async () => {
      const s = await accountScenario(suite.fx);
      const alice = await suite.api.get('/api/user/account/deletion-preview', s.alice.token);
      expect(alice.status).toBe(200);
      expect(alice.body).toEqual({
        statistics: { checklists: 2, checklist_items: 5, shares_created: 3, shares_received: 2, user_responses: 3, responses_to_user_checklists: 4 },
        memberships: [],
      });
      const bob = await suite.api.get('/api/user/account/deletion-preview', s.bob.token);
      expect(bob.body.statistics).toEqual({
        checklists: 1,
        checklist_items: 4,
        shares_created: 2,
        shares_received: 1,
        user_responses: 1,
        responses_to_user_checklists: 3,
      });
      const carol = await suite.api.get('/api/user/account/deletion-preview', s.carol.token);
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
      const owner = await suite.fx.owner();
      const res = await suite.api.get('/api/user/account/deletion-preview', owner.token);
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
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const checklist = await createChecklist(suite.api, owner.token);
      const g = guestEmail('preview');
      await shareChecklist(suite.api, owner.token, checklist.id, [g]);
      const accessToken = await accessTokenFromOutbox(suite.server, g);
      expect((await guestRespond(suite.api, accessToken, checklist.items[0]!.id, 'complete', true)).status).toBe(200);
      expect((await guestRespond(suite.api, accessToken, checklist.items[1]!.id, 'notes', 'hi')).status).toBe(200);
      const res = await suite.api.get('/api/user/account/deletion-preview', owner.token);
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
      const s = await accountScenario(suite.fx);
      const before = await suite.api.get('/api/user/account/deletion-preview', s.bob.token);

      const res = await suite.api.delete('/api/user/account', s.alice.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.deleted });

      // The token is refused at once, on every call.
      const after = await suite.api.get('/api/user/notification-settings', s.alice.token);
      expect(after.status).toBe(401);
      expect(after.body.message).toBe(AUTH_MESSAGES.authenticationRequired);
      expect((await suite.api.get('/api/me', s.alice.token)).status).toBe(401);
      expect((await suite.api.delete('/api/user/account', s.alice.token)).status).toBe(401);

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
      expect(await suite.fx.tables()).toEqual(expect.arrayContaining(['users', 'checklists', 'checklist_items', 'shares', 'item_responses', 'email_tokens', 'mail_jobs']));
      expect(await suite.fx.rowsMentioning(needles)).toEqual({});

      // Everyone else's data is intact: Bob's and Carol's checklists, Bob's share to g2 and g2's response.
      expect(await suite.fx.query(`SELECT id FROM checklists WHERE id = ANY($1::uuid[]) ORDER BY id`, [[s.b1.id, s.c1.id]])).toHaveLength(2);
      expect(await suite.fx.query(`SELECT id FROM checklist_items WHERE checklist_id = $1`, [s.b1.id])).toHaveLength(4);
      expect(await suite.fx.query(`SELECT id FROM shares WHERE id = $1`, [s.shares.sB1g2])).toHaveLength(1);
      expect(await suite.fx.query(`SELECT notes FROM item_responses WHERE id = $1`, [s.responses.g2OnB1[0]])).toEqual([{ notes: s.notes.g2 }]);
      expect(await suite.fx.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [s.g2])).toHaveLength(1);

      const bobAfter = await suite.api.get('/api/user/account/deletion-preview', s.bob.token);
      expect(bobAfter.body.statistics).toEqual({
        ...before.body.statistics,
        shares_created: 1, // his share to Alice went with her
        shares_received: 0, // Alice's share to him went with her checklist
        user_responses: 0,
        responses_to_user_checklists: 1, // only g2's
      });
    });

    it('removes queued mails and one-time links of the account', async () => {
      const owner = await suite.fx.owner();
      await suite.fx.query(
        `INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'reset', $2, now() + interval '1 hour')`,
        [owner.id, 'f'.repeat(64)],
      );
      await suite.fx.query(`INSERT INTO mail_jobs (kind, payload, next_attempt_at) VALUES ('test', $1, now() + interval '1 day')`, [
        JSON.stringify({ userId: owner.id }),
      ]);
      expect((await suite.api.delete('/api/user/account', owner.token)).status).toBe(200);
      expect(await suite.fx.rowsMentioning([owner.id, owner.email])).toEqual({});
    });

    it('an account of many checklists goes a batch at a time; a deletion a dead process left is finished by retention', async () => {
      const seed = (ownerId: string, count: number) =>
        suite.fx.query(
          `WITH lists AS (
             INSERT INTO checklists (owner_id, title, description) SELECT $1, 'Daily ' || n, 'd' FROM generate_series(1, $2::int) n RETURNING id),
           items AS (INSERT INTO checklist_items (checklist_id, text, display_order) SELECT id, 'Open', 1 FROM lists RETURNING id, checklist_id),
           guests AS (
             INSERT INTO users (email, account_type)
             SELECT 'batch-' || $1 || '-' || n || '@example.com', 'guest' FROM generate_series(1, $2::int) n RETURNING id),
           pairs AS (
             SELECT l.id AS checklist_id, g.id AS guest_id FROM (SELECT id, row_number() OVER () AS k FROM lists) l
               JOIN (SELECT id, row_number() OVER () AS k FROM guests) g ON g.k = l.k),
           made AS (
             INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted)
             SELECT checklist_id, guest_id, md5(guest_id::text) || md5(checklist_id::text), 'fixture' FROM pairs RETURNING id, checklist_id)
           INSERT INTO item_responses (share_id, item_id, complete) SELECT m.id, i.id, true FROM made m JOIN items i ON i.checklist_id = m.checklist_id`,
          [ownerId, count],
        );
      const checklistsOf = async (ownerId: string): Promise<number> =>
        (await suite.fx.query(`SELECT count(*)::int AS n FROM checklists WHERE owner_id = $1`, [ownerId]))[0].n;

      // Through the API: every batch, then the account.
      const owner = await suite.fx.owner();
      await seed(owner.id, 1_200);
      expect((await suite.api.delete('/api/user/account', owner.token)).status).toBe(200);
      expect(await suite.fx.rowsMentioning([owner.id, owner.email])).toEqual({});
      expect(await suite.fx.query(`SELECT id FROM users WHERE email LIKE 'batch-%'`)).toEqual([]);

      // A process that dies after the first batch leaves the account marked; retention finishes it.
      const dying = await suite.fx.owner();
      await seed(dying.id, 1_200);
      const deletion = suite.server.server.app.get(AccountDeletionService);
      await suite.server.server.app.get(UsersRepository).markDeletionStarted(dying.id);
      expect(await deletion.deleteChecklistBatch(dying.id)).toBe(true);
      expect(await checklistsOf(dying.id)).toBe(700);
      expect((await suite.api.get('/api/me', dying.token)).status).toBe(200);
      const run = await suite.server.server.app.get(RetentionService).run(new Date(Date.now() + 2 * 3_600_000));
      expect(run.deleted).toContain(dying.id);
      expect((await suite.api.get('/api/me', dying.token)).status).toBe(401);
      expect(await suite.fx.rowsMentioning([dying.id, dying.email])).toEqual({});
      expect(await suite.fx.query(`SELECT id FROM users WHERE email LIKE 'batch-%'`)).toEqual([]);
    });

    it('a guest that was also sent something by another owner stays', async () => {
      const a = await suite.fx.owner();
      const b = await suite.fx.owner();
      const shared = `shared.${a.id.slice(0, 8)}@example.net`;
      await suite.fx.share((await suite.fx.checklist(a.id, 1)).id, shared);
      await suite.fx.share((await suite.fx.checklist(b.id, 1)).id, shared);
      expect((await suite.api.delete('/api/user/account', a.token)).status).toBe(200);
      expect(await suite.fx.query(`SELECT id FROM users WHERE email = $1`, [shared])).toHaveLength(1);
    });
  });
});
