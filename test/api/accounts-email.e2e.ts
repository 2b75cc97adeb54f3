import { DataSource } from 'typeorm';
import { AUTH_MAIL, AUTH_MESSAGES } from '@ticklist/contracts';
import { EmailLinksService } from '../../server/src/modules/email-links/email-links.service';
import { mailedLink, mailsTo, registerOwner, startAccountsServer, verificationLink, verifyEmail } from './support/accounts';
import { Api, expectErrorBody } from './support/http';
import { waitForMail, type TestServer } from './support/test-server';

/** E-mail verification, forgot/reset and unsubscribe: the one-time links sent by mail. */
describe('accounts: mailed links', () => {
  let server: TestServer;
  let api: Api;
  let db: DataSource;

  beforeAll(async () => {
    server = await startAccountsServer();
    api = new Api(server.url);
    db = server.server.app.get(DataSource);
  });
  afterAll(() => server?.stop());

  const expire = (purpose: string, userId: string) =>
    db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = $2`, [userId, purpose]);

  describe('e-mail verification', () => {
    it('sign-up mails APP_URL/email/verify/{uuid}/{hash}; POST validates, signs in and marks the user verified', async () => {
      const owner = await registerOwner(api, server);
      expect(owner.user.emailValidated).toBe(false);
      const mail = await waitForMail(server.dataDir, owner.email, /verify/i);
      expect(mail.subject).toBe(AUTH_MAIL.verifySubject);
      const { url, uuid, hash } = await verificationLink(server, owner.email);
      expect(url.startsWith(`${server.config.appUrl}/email/verify/`)).toBe(true);
      expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(Buffer.from(hash, 'base64url').length).toBeGreaterThanOrEqual(16);

      const res = await api.post(`/api/email/validate/${uuid}/${hash}`, {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.verifySucceeded, token: expect.any(String), user: { ...owner.user, emailValidated: true } });
      const me = await api.get('/api/me', res.body.token);
      expect(me.body.user.emailValidated).toBe(true);
      expect((await api.get('/api/me', owner.token)).body.user.emailValidated).toBe(true);
    });

    it('only the hash of the secret is stored', async () => {
      const owner = await registerOwner(api, server);
      const { uuid, hash } = await verificationLink(server, owner.email);
      const [row] = await db.query(`SELECT token_hash FROM email_tokens WHERE id = $1`, [uuid]);
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.toContain(hash);
    });

    it('a link works once: reusing it is a 4xx with the spec message', async () => {
      const owner = await registerOwner(api, server);
      await verifyEmail(api, server, owner.email);
      const { uuid, hash } = await verificationLink(server, owner.email);
      const again = await api.post(`/api/email/validate/${uuid}/${hash}`, {});
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: AUTH_MESSAGES.verifyFailed });
    });

    it('expired, forged, swapped or malformed links are refused with the spec message', async () => {
      const a = await registerOwner(api, server);
      const b = await registerOwner(api, server);
      const linkA = await verificationLink(server, a.email);
      const linkB = await verificationLink(server, b.email);
      for (const [uuid, hash] of [
        [linkA.uuid, linkB.hash],
        [linkA.uuid, linkA.hash.slice(0, -2) + (linkA.hash.endsWith('AA') ? 'BB' : 'AA')],
        ['not-a-uuid', linkA.hash],
        ['00000000-0000-0000-0000-000000000000', linkA.hash],
        [linkA.uuid, 'x'],
        [linkA.uuid, "'; DROP TABLE users; --"],
      ]) {
        const res = await api.post(`/api/email/validate/${encodeURIComponent(uuid!)}/${encodeURIComponent(hash!)}`, {});
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: AUTH_MESSAGES.verifyFailed });
      }
      await expire('verify', a.user.id);
      const expired = await api.post(`/api/email/validate/${linkA.uuid}/${linkA.hash}`, {});
      expect(expired.status).toBe(400);
      expectErrorBody(expired.body);
      expect((await api.get('/api/me', a.token)).body.user.emailValidated).toBe(false);
      // The other link was never spent by the attempts above.
      expect((await api.post(`/api/email/validate/${linkB.uuid}/${linkB.hash}`, {})).status).toBe(200);
    });

    it('GET /api/email/request_validate mails a new link that works', async () => {
      const owner = await registerOwner(api, server);
      await waitForMail(server.dataDir, owner.email, /verify/i);
      const res = await api.get('/api/email/request_validate', owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.verificationSent });
      expect(mailsTo(server, owner.email).filter((m) => /verify/i.test(m.subject))).toHaveLength(2);
      const body = await verifyEmail(api, server, owner.email);
      expect(body.user?.emailValidated).toBe(true);
    });

    it('request_validate when already verified sends nothing and says so', async () => {
      const owner = await registerOwner(api, server);
      await verifyEmail(api, server, owner.email);
      const before = mailsTo(server, owner.email).length;
      const res = await api.get('/api/email/request_validate', owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.verifyAlready });
      expect(mailsTo(server, owner.email)).toHaveLength(before);
    });

    it('request_validate needs a signed-in owner', async () => {
      const res = await api.get('/api/email/request_validate');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
    });
  });

  describe('forgot and reset', () => {
    const forgot = (email: unknown) => api.post('/api/password/forgot', { email });
    const resetToken = async (email: string) => {
      const url = await mailedLink(server, email, /reset/i, '/password/reset/');
      expect(url.startsWith(`${server.config.appUrl}/password/reset/`)).toBe(true);
      return url.split('/password/reset/')[1]!;
    };

    it('answers the same 200 {message} for an owner, an unknown address and a guest; only the owner gets mail', async () => {
      const owner = await registerOwner(api, server);
      const guestEmail = `guest.${Date.now()}@example.com`;
      await db.query(`INSERT INTO users (email, account_type) VALUES ($1, 'guest')`, [guestEmail]);
      const unknown = `nobody.${Date.now()}@example.com`;
      for (const email of [owner.email, unknown, guestEmail]) {
        const res = await forgot(email);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: AUTH_MESSAGES.forgotSent });
      }
      const mail = await waitForMail(server.dataDir, owner.email, /reset/i);
      expect(mail.subject).toBe(AUTH_MAIL.resetSubject);
      await new Promise((r) => setTimeout(r, 300));
      expect(mailsTo(server, unknown)).toHaveLength(0);
      expect(mailsTo(server, guestEmail)).toHaveLength(0);
    });

    it('an empty or missing address is a 422 on email, one that is not text a 400', async () => {
      for (const body of [{}, { email: '' }, { email: '  ' }, { email: null }]) {
        const res = await api.post('/api/password/forgot', body);
        expect(res.status).toBe(422);
        expectErrorBody(res.body);
        expect(res.body.errors).toEqual({ email: [AUTH_MESSAGES.forgotEmailRequired] });
      }
      const notText = await api.post('/api/password/forgot', { email: 42 });
      expect(notText.status).toBe(400);
      expect(Object.keys(notText.body.errors)).toEqual(['email']);
    });

    it('the mailed token (>= 128 bits, stored hashed) validates, resets, signs in and ends older sessions', async () => {
      const owner = await registerOwner(api, server);
      await forgot(owner.email.toUpperCase());
      const token = await resetToken(owner.email);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      const stored = await db.query(`SELECT token_hash FROM email_tokens WHERE user_id = $1 AND purpose = 'reset'`, [owner.user.id]);
      expect(stored.map((r: any) => r.token_hash)).not.toContain(token);

      const valid = await api.get(`/api/password/reset/validate/${token}`);
      expect(valid.status).toBe(200);
      expect(valid.body).toEqual({ message: AUTH_MESSAGES.resetLinkValid });

      const newPassword = 'Fresh-Start-2024!x';
      const res = await api.post(`/api/password/reset/${token}`, { password: newPassword, confirmPassword: newPassword });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
      expect(res.body.user).toEqual({ ...owner.user, emailValidated: true });
      expect((await api.get('/api/me', res.body.token)).status).toBe(200);

      // The token issued before the reset is dead; old password no longer works; the new one does.
      const old = await api.get('/api/me', owner.token);
      expect(old.status).toBe(401);
      expect(old.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
      expect((await api.post('/api/login_check', { username: owner.email, password: owner.password })).status).toBe(401);
      expect((await api.post('/api/login_check', { username: owner.email, password: newPassword })).status).toBe(200);
    });

    it('a reset token works once', async () => {
      const owner = await registerOwner(api, server);
      await forgot(owner.email);
      const token = await resetToken(owner.email);
      const body = { password: 'First-Reset-Pass-1', confirmPassword: 'First-Reset-Pass-1' };
      expect((await api.post(`/api/password/reset/${token}`, body)).status).toBe(200);
      const again = await api.post(`/api/password/reset/${token}`, { password: 'Second-Reset-Pass-2', confirmPassword: 'Second-Reset-Pass-2' });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid });
      const check = await api.get(`/api/password/reset/validate/${token}`);
      expect(check.status).toBe(400);
      expect(check.body).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid });
      expect((await api.post('/api/login_check', { username: owner.email, password: 'First-Reset-Pass-1' })).status).toBe(200);
    });

    it('a reset spends every other reset link of the account', async () => {
      const owner = await registerOwner(api, server);
      await forgot(owner.email);
      const first = await resetToken(owner.email);
      await new Promise((r) => setTimeout(r, 5));
      await forgot(owner.email);
      await waitForMailCount(owner.email, /reset/i, 2);
      const second = await resetToken(owner.email);
      expect(second).not.toBe(first);
      const body = { password: 'Another-Good-One-9', confirmPassword: 'Another-Good-One-9' };
      expect((await api.post(`/api/password/reset/${second}`, body)).status).toBe(200);
      expect((await api.get(`/api/password/reset/validate/${first}`)).status).toBe(400);
    });

    it('an expired reset link (over 1 hour) is refused', async () => {
      const owner = await registerOwner(api, server);
      await forgot(owner.email);
      const token = await resetToken(owner.email);
      await expire('reset', owner.user.id);
      expect((await api.get(`/api/password/reset/validate/${token}`)).status).toBe(400);
      const res = await api.post(`/api/password/reset/${token}`, { password: 'Expired-Link-Pass1', confirmPassword: 'Expired-Link-Pass1' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid });
    });

    it('unknown or malformed tokens are refused, never a 5xx', async () => {
      for (const token of ['nope', 'A'.repeat(43), '%27%3B--', 'x'.repeat(90)]) {
        const check = await api.get(`/api/password/reset/validate/${token}`);
        expect(check.status).toBe(400);
        expect(check.body).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid });
        const res = await api.post(`/api/password/reset/${token}`, { password: 'Valid-Password-77', confirmPassword: 'Valid-Password-77' });
        expect(res.status).toBe(400);
      }
      // Past the router's path-parameter limit: a plain 404, still in the contract shape.
      const huge = await api.get(`/api/password/reset/validate/${'x'.repeat(500)}`);
      expect(huge.status).toBeGreaterThanOrEqual(400);
      expect(huge.status).toBeLessThan(500);
      expectErrorBody(huge.body);
    });

    it('422 with the spec messages for the new password', async () => {
      const owner = await registerOwner(api, server);
      await forgot(owner.email);
      const token = await resetToken(owner.email);
      const cases: Array<[object, Record<string, string[]>]> = [
        [{}, { password: [AUTH_MESSAGES.passwordRequired], confirmPassword: [AUTH_MESSAGES.resetConfirmRequired] }],
        [{ password: 'short', confirmPassword: 'short' }, { password: [AUTH_MESSAGES.passwordTooShort] }],
        [{ password: 'Long-Enough-Pass-1' }, { confirmPassword: [AUTH_MESSAGES.resetConfirmRequired] }],
        [{ password: 'Long-Enough-Pass-1', confirmPassword: 'Long-Enough-Pass-2' }, { confirmPassword: [AUTH_MESSAGES.passwordsDoNotMatch] }],
        [{ password: 'password1234', confirmPassword: 'password1234' }, { password: [AUTH_MESSAGES.passwordTooCommon] }],
      ];
      for (const [body, errors] of cases) {
        const res = await api.post(`/api/password/reset/${token}`, body);
        expect(res.status).toBe(422);
        expectErrorBody(res.body);
        expect(res.body.errors).toEqual(errors);
      }
      expect(AUTH_MESSAGES.passwordRequired).toBe('Password is required');
      expect(AUTH_MESSAGES.passwordTooShort).toBe('Password must be at least 12 characters long');
      expect(AUTH_MESSAGES.resetConfirmRequired).toBe('Please confirm your password');
      expect(AUTH_MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match');
      // Failed attempts did not spend the link.
      expect((await api.get(`/api/password/reset/validate/${token}`)).status).toBe(200);
    });

    it('the reset mail reaches an unsubscribed owner (it is essential)', async () => {
      const owner = await registerOwner(api, server);
      await db.query(`UPDATE users SET unsubscribed_at = now() WHERE id = $1`, [owner.user.id]);
      await forgot(owner.email);
      await resetToken(owner.email);
    });
  });

  describe('unsubscribe', () => {
    const links = () => server.server.app.get(EmailLinksService);
    const tokenOf = (url: string) => url.split('/unsubscribe/')[1]!;

    it('GET validates the link, POST sets unsubscribed_at; confirming again is harmless', async () => {
      const owner = await registerOwner(api, server);
      const url = await links().unsubscribeUrl(owner.user.id);
      expect(url.startsWith(`${server.config.appUrl}/unsubscribe/`)).toBe(true);
      const token = tokenOf(url);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

      const check = await api.get(`/api/user/email/unsubscribe/${token}`);
      expect(check.status).toBe(200);
      expect(check.body).toEqual({ message: AUTH_MESSAGES.unsubscribeValid });
      const [before] = await db.query(`SELECT unsubscribed_at FROM users WHERE id = $1`, [owner.user.id]);
      expect(before.unsubscribed_at).toBeNull();

      const res = await api.post(`/api/user/email/unsubscribe/${token}`, {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.unsubscribed });
      const [after] = await db.query(`SELECT unsubscribed_at FROM users WHERE id = $1`, [owner.user.id]);
      expect(after.unsubscribed_at).not.toBeNull();

      expect((await api.post(`/api/user/email/unsubscribe/${token}`, {})).status).toBe(200);
      const [again] = await db.query(`SELECT unsubscribed_at FROM users WHERE id = $1`, [owner.user.id]);
      expect(new Date(again.unsubscribed_at).getTime()).toBe(new Date(after.unsubscribed_at).getTime());
    });

    it('works for a guest address too (share mails carry the link)', async () => {
      const [guest] = await db.query(`INSERT INTO users (email, account_type) VALUES ($1, 'guest') RETURNING id`, [`g.${Date.now()}@example.com`]);
      const token = tokenOf(await links().unsubscribeUrl(guest.id));
      expect((await api.post(`/api/user/email/unsubscribe/${token}`, {})).status).toBe(200);
      const [row] = await db.query(`SELECT unsubscribed_at FROM users WHERE id = $1`, [guest.id]);
      expect(row.unsubscribed_at).not.toBeNull();
    });

    it('unknown, malformed, expired or reset-purpose tokens: 4xx "Invalid or expired unsubscribe link."', async () => {
      const owner = await registerOwner(api, server);
      const expiredToken = tokenOf(await links().unsubscribeUrl(owner.user.id));
      await expire('unsubscribe', owner.user.id);
      const resetToken = (await links().resetUrl(owner.user.id)).split('/password/reset/')[1]!;
      for (const token of ['nope', 'A'.repeat(43), expiredToken, resetToken, 'x'.repeat(90)]) {
        for (const method of ['GET', 'POST'] as const) {
          const res = method === 'GET' ? await api.get(`/api/user/email/unsubscribe/${token}`) : await api.post(`/api/user/email/unsubscribe/${token}`, {});
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ message: AUTH_MESSAGES.unsubscribeInvalid });
        }
      }
      const [row] = await db.query(`SELECT unsubscribed_at FROM users WHERE id = $1`, [owner.user.id]);
      expect(row.unsubscribed_at).toBeNull();
    });
  });

  async function waitForMailCount(email: string, subject: RegExp, count: number) {
    const deadline = Date.now() + 5_000;
    while (mailsTo(server, email).filter((m) => subject.test(m.subject)).length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${email}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
});
