import { DEFAULT_NOTIFICATION_SETTINGS } from '@ticklist/contracts';
import { accountScenario, useAccountSuite } from './support/account-fixtures';
import { expectErrorBody } from './support/http';

/** The account's data export (scenario: accountScenario). */
describe('account: export', () => {
  const suite = useAccountSuite();

  describe('GET /api/user/export-data', () => {
    it('downloads export.json with the profile, settings, checklists, shares with progress and own responses', async () => {
      const s = await accountScenario(suite.fx);
      await suite.api.put('/api/user/notification-settings', { applicationUpdates: true }, s.alice.token);
      const res = await suite.api.get('/api/user/export-data', s.alice.token);
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
      const owner = await suite.fx.owner();
      const res = await suite.api.get('/api/user/export-data', owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(
        expect.objectContaining({ checklists: [], sharedWithMe: [], notificationSettings: DEFAULT_NOTIFICATION_SETTINGS }),
      );
    });

    it('answers 401 with the contract body without a token', async () => {
      const res = await suite.api.get('/api/user/export-data');
      expect(res.status).toBe(401);
      expectErrorBody(res.body);
    });
  });
});
