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

    it('streams a large account a page at a time: every checklist once, newest first, memory flat while it is read', async () => {
      const owner = await suite.fx.owner();
      const count = 3_000;
      // One statement; pairs of checklists share a creation moment, so pages are told apart by id too.
      await suite.fx.query(
        `WITH lists AS (
           INSERT INTO checklists (owner_id, title, description, created_at)
           SELECT $1, 'Daily ' || n, 'desc', now() - (n / 2) * interval '1 second' FROM generate_series(1, $2::int) n RETURNING id),
         items AS (INSERT INTO checklist_items (checklist_id, text, display_order) SELECT id, 'Open the shop', 1 FROM lists RETURNING id, checklist_id),
         guest AS (INSERT INTO users (email, account_type) VALUES ('export-stream-' || $1 || '@example.com', 'guest') RETURNING id),
         made AS (
           INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted)
           SELECT l.id, g.id, md5(l.id::text) || md5(g.id::text), 'fixture' FROM lists l CROSS JOIN guest g RETURNING id, checklist_id)
         INSERT INTO item_responses (share_id, item_id, complete, notes)
         SELECT m.id, i.id, true, 'PRIVATE-NOTE-stream' FROM made m JOIN items i ON i.checklist_id = m.checklist_id`,
        [owner.id, count],
      );
      const order: Array<{ id: string }> = await suite.fx.query(`SELECT id FROM checklists WHERE owner_id = $1 ORDER BY created_at DESC, id DESC`, [owner.id]);

      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      let text = '';
      let chunks = 0;
      try {
        // Uncompressed, so the length a whole body would have is not hidden by the compressor's chunks.
        const res = await fetch(`${suite.server.url}/api/user/export-data`, { headers: { authorization: `Bearer ${owner.token}`, 'accept-encoding': 'identity' } });
        expect(res.status).toBe(200);
        // Written as it is read: no length known up front.
        expect(res.headers.get('content-length')).toBeNull();
        expect(res.headers.get('transfer-encoding')).toBe('chunked');
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          text += Buffer.from(chunk).toString('utf8');
          chunks++;
        }
      } finally {
        clearInterval(sampler);
      }
      expect(chunks).toBeGreaterThan(1);
      const data = JSON.parse(text);
      expect(data.checklists.map((c: { id: string }) => c.id)).toEqual(order.map((c) => c.id));
      expect(data.checklists.every((c: { items: unknown[]; shares: Array<{ completedItems: unknown[] }> }) =>
        c.items.length === 1 && c.shares.length === 1 && c.shares[0]!.completedItems.length === 1)).toBe(true);
      expect(text).not.toContain('PRIVATE-NOTE-stream');
      expect((peak - before) / 2 ** 20).toBeLessThan(100);
    });

    it('answers 401 with the contract body without a token', async () => {
      const res = await suite.api.get('/api/user/export-data');
      expect(res.status).toBe(401);
      expectErrorBody(res.body);
    });
  });
});
