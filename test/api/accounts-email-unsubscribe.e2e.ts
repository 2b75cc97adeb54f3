import { AUTH_MESSAGES } from '@ticklist/contracts';
import { EmailLinksService } from '../../server/src/modules/email-links/email-links.service';
import { expireEmailTokens, registerOwner } from './support/accounts';
import { useTestServer } from './support/test-server';

/** Unsubscribe: the one-time link every mail carries. */
describe('accounts: mailed links', () => {
  const suite = useTestServer();

  describe('unsubscribe', () => {
    const links = () => suite.server.server.app.get(EmailLinksService);
    const tokenOf = (url: string) => url.split('/unsubscribe/')[1]!;

    it('GET validates the link, POST sets unsubscribed_at; confirming again is harmless', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      const url = await links().unsubscribeUrl(owner.user.id);
      expect(url.startsWith(`${suite.server.config.appUrl}/unsubscribe/`)).toBe(true);
      const token = tokenOf(url);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

      const check = await suite.api.get(`/api/user/email/unsubscribe/${token}`);
      expect(check.status).toBe(200);
      expect(check.body).toEqual({ message: AUTH_MESSAGES.unsubscribeValid });
      const [before] = await suite.db.query(`SELECT unsubscribed_at FROM users WHERE id = $1`, [owner.user.id]);
      expect(before.unsubscribed_at).toBeNull();

      const res = await suite.api.post(`/api/user/email/unsubscribe/${token}`, {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.unsubscribed });
      const [after] = await suite.db.query(`SELECT unsubscribed_at FROM users WHERE id = $1`, [owner.user.id]);
      expect(after.unsubscribed_at).not.toBeNull();

      expect((await suite.api.post(`/api/user/email/unsubscribe/${token}`, {})).status).toBe(200);
      const [again] = await suite.db.query(`SELECT unsubscribed_at FROM users WHERE id = $1`, [owner.user.id]);
      expect(new Date(again.unsubscribed_at).getTime()).toBe(new Date(after.unsubscribed_at).getTime());
    });

    it('works for a guest address too (share mails carry the link)', async () => {
      const [guest] = await suite.db.query(`INSERT INTO users (email, account_type) VALUES ($1, 'guest') RETURNING id`, [`g.${Date.now()}@example.com`]);
      const token = tokenOf(await links().unsubscribeUrl(guest.id));
      expect((await suite.api.post(`/api/user/email/unsubscribe/${token}`, {})).status).toBe(200);
      const [row] = await suite.db.query(`SELECT unsubscribed_at FROM users WHERE id = $1`, [guest.id]);
      expect(row.unsubscribed_at).not.toBeNull();
    });

    it('unknown, malformed, expired or reset-purpose tokens: 4xx "Invalid or expired unsubscribe link."', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      const expiredToken = tokenOf(await links().unsubscribeUrl(owner.user.id));
      await expireEmailTokens(suite.db, 'unsubscribe', owner.user.id);
      const resetToken = (await links().resetUrl(owner.user.id)).split('/password/reset/')[1]!;
      for (const token of ['nope', 'A'.repeat(43), expiredToken, resetToken, 'x'.repeat(90)]) {
        for (const method of ['GET', 'POST'] as const) {
          const res = method === 'GET' ? await suite.api.get(`/api/user/email/unsubscribe/${token}`) : await suite.api.post(`/api/user/email/unsubscribe/${token}`, {});
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ message: AUTH_MESSAGES.unsubscribeInvalid });
        }
      }
      const [row] = await suite.db.query(`SELECT unsubscribed_at FROM users WHERE id = $1`, [owner.user.id]);
      expect(row.unsubscribed_at).toBeNull();
    });
  });
});
