import { AUTH_MAIL, AUTH_MESSAGES } from '@ticklist/contracts';
import { expireEmailTokens, mailedLink, mailsTo, registerOwner, waitForMailCount } from './support/accounts';
import { expectErrorBody } from './support/http';
import { useTestServer, waitForMail } from './support/test-server';

/** Forgot password and reset: the one-time reset link sent by mail. */
describe('accounts: mailed links', () => {
  const suite = useTestServer();

  describe('forgot and reset', () => {
    const forgot = (email: unknown) => suite.api.post('/api/password/forgot', { email });
    const resetToken = async (email: string) => {
      const url = await mailedLink(suite.server, email, /reset/i, '/password/reset/');
      expect(url.startsWith(`${suite.server.config.appUrl}/password/reset/`)).toBe(true);
      return url.split('/password/reset/')[1]!;
    };

    it('answers the same 200 {message} for an owner, an unknown address and a guest; only the owner gets mail', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      const guestEmail = `guest.${Date.now()}@example.com`;
      await suite.db.query(`INSERT INTO users (email, account_type) VALUES ($1, 'guest')`, [guestEmail]);
      const unknown = `nobody.${Date.now()}@example.com`;
      // The owner's request goes last: once its mail is there, a mail wrongly sent for an earlier one would be too.
      for (const email of [unknown, guestEmail, owner.email]) {
        const res = await forgot(email);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: AUTH_MESSAGES.forgotSent });
      }
      const mail = await waitForMail(suite.server.dataDir, owner.email, /reset/i);
      expect(mail.subject).toBe(AUTH_MAIL.resetSubject);
      expect(mailsTo(suite.server, unknown)).toHaveLength(0);
      expect(mailsTo(suite.server, guestEmail)).toHaveLength(0);
    });

    it('an empty or missing address is a 422 on email, one that is not text a 400', async () => {
      for (const body of [{}, { email: '' }, { email: '  ' }, { email: null }]) {
        const res = await suite.api.post('/api/password/forgot', body);
        expect(res.status).toBe(422);
        expectErrorBody(res.body);
        expect(res.body.errors).toEqual({ email: [AUTH_MESSAGES.forgotEmailRequired] });
      }
      const notText = await suite.api.post('/api/password/forgot', { email: 42 });
      expect(notText.status).toBe(400);
      expect(Object.keys(notText.body.errors)).toEqual(['email']);
    });

    it('the mailed token (>= 128 bits, stored hashed) validates, resets, signs in and ends older sessions', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      await forgot(owner.email.toUpperCase());
      const token = await resetToken(owner.email);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      const stored = await suite.db.query(`SELECT token_hash FROM email_tokens WHERE user_id = $1 AND purpose = 'reset'`, [owner.user.id]);
      expect(stored.map((r: any) => r.token_hash)).not.toContain(token);

      const valid = await suite.api.get(`/api/password/reset/validate/${token}`);
      expect(valid.status).toBe(200);
      expect(valid.body).toEqual({ message: AUTH_MESSAGES.resetLinkValid });

      const newPassword = 'Fresh-Start-2024!x';
      const res = await suite.api.post(`/api/password/reset/${token}`, { password: newPassword, confirmPassword: newPassword });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
      expect(res.body.user).toEqual({ ...owner.user, emailValidated: true });
      expect((await suite.api.get('/api/me', res.body.token)).status).toBe(200);

      // The token issued before the reset is dead; old password no longer works; the new one does.
      const old = await suite.api.get('/api/me', owner.token);
      expect(old.status).toBe(401);
      expect(old.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
      expect((await suite.api.post('/api/login_check', { username: owner.email, password: owner.password })).status).toBe(401);
      expect((await suite.api.post('/api/login_check', { username: owner.email, password: newPassword })).status).toBe(200);
    });

    it('a reset token works once', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      await forgot(owner.email);
      const token = await resetToken(owner.email);
      const body = { password: 'First-Reset-Pass-1', confirmPassword: 'First-Reset-Pass-1' };
      expect((await suite.api.post(`/api/password/reset/${token}`, body)).status).toBe(200);
      const again = await suite.api.post(`/api/password/reset/${token}`, { password: 'Second-Reset-Pass-2', confirmPassword: 'Second-Reset-Pass-2' });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid });
      const check = await suite.api.get(`/api/password/reset/validate/${token}`);
      expect(check.status).toBe(400);
      expect(check.body).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid });
      expect((await suite.api.post('/api/login_check', { username: owner.email, password: 'First-Reset-Pass-1' })).status).toBe(200);
    });

    it('a reset spends every other reset link of the account', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      await forgot(owner.email);
      const first = await resetToken(owner.email);
      await new Promise((r) => setTimeout(r, 5));
      await forgot(owner.email);
      await waitForMailCount(suite.server, owner.email, /reset/i, 2);
      const second = await resetToken(owner.email);
      expect(second).not.toBe(first);
      const body = { password: 'Another-Good-One-9', confirmPassword: 'Another-Good-One-9' };
      expect((await suite.api.post(`/api/password/reset/${second}`, body)).status).toBe(200);
      expect((await suite.api.get(`/api/password/reset/validate/${first}`)).status).toBe(400);
    });

    it('an expired reset link (over 1 hour) is refused', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      await forgot(owner.email);
      const token = await resetToken(owner.email);
      await expireEmailTokens(suite.db, 'reset', owner.user.id);
      expect((await suite.api.get(`/api/password/reset/validate/${token}`)).status).toBe(400);
      const res = await suite.api.post(`/api/password/reset/${token}`, { password: 'Expired-Link-Pass1', confirmPassword: 'Expired-Link-Pass1' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid });
    });

    it('unknown or malformed tokens are refused, never a 5xx', async () => {
      for (const token of ['nope', 'A'.repeat(43), '%27%3B--', 'x'.repeat(90)]) {
        const check = await suite.api.get(`/api/password/reset/validate/${token}`);
        expect(check.status).toBe(400);
        expect(check.body).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid });
        const res = await suite.api.post(`/api/password/reset/${token}`, { password: 'Valid-Password-77', confirmPassword: 'Valid-Password-77' });
        expect(res.status).toBe(400);
      }
      // Past the router's path-parameter limit: a plain 404, still in the contract shape.
      const huge = await suite.api.get(`/api/password/reset/validate/${'x'.repeat(500)}`);
      expect(huge.status).toBeGreaterThanOrEqual(400);
      expect(huge.status).toBeLessThan(500);
      expectErrorBody(huge.body);
    });

    it('422 with the spec messages for the new password', async () => {
      const owner = await registerOwner(suite.api, suite.server);
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
        const res = await suite.api.post(`/api/password/reset/${token}`, body);
        expect(res.status).toBe(422);
        expectErrorBody(res.body);
        expect(res.body.errors).toEqual(errors);
      }
      expect(AUTH_MESSAGES.passwordRequired).toBe('Password is required');
      expect(AUTH_MESSAGES.passwordTooShort).toBe('Password must be at least 12 characters long');
      expect(AUTH_MESSAGES.resetConfirmRequired).toBe('Please confirm your password');
      expect(AUTH_MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match');
      // Failed attempts did not spend the link.
      expect((await suite.api.get(`/api/password/reset/validate/${token}`)).status).toBe(200);
    });

    it('the reset mail reaches an unsubscribed owner (it is essential)', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      await suite.db.query(`UPDATE users SET unsubscribed_at = now() WHERE id = $1`, [owner.user.id]);
      await forgot(owner.email);
      await resetToken(owner.email);
    });
  });

  describe('a reset by link ends every way into the account (issue 41)', () => {
    const HOOK = 'https://hooks.example.com/ticklist';
    const createToken = async (token: string, name: string) => {
      const res = await suite.api.post('/api/user/tokens', { name, scope: 'write', expiresInDays: null }, token);
      expect(res.status).toBe(201);
      return res.body.secret as string;
    };
    const resetByLink = async (email: string, password: string) => {
      expect((await suite.api.post('/api/password/forgot', { email })).status).toBe(200);
      const url = await mailedLink(suite.server, email, /reset your/i, '/password/reset/');
      const res = await suite.api.post(`/api/password/reset/${url.split('/password/reset/')[1]}`, { password, confirmPassword: password });
      expect(res.status).toBe(200);
      return res.body.token as string;
    };

    it('revokes every access token, pauses every webhook endpoint and mails the owner what was ended', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      const [ci, sync] = [await createToken(owner.token, 'CI deploys'), await createToken(owner.token, 'HR sync')];
      const hooks = [];
      for (const url of [`${HOOK}/a`, `${HOOK}/b`, `${HOOK}/c`]) {
        const res = await suite.api.post('/api/user/webhooks', { url, events: ['item.completed'] }, sync);
        expect(res.status).toBe(201);
        hooks.push(res.body.webhook.id as string);
      }
      // One was paused by its owner already: it is not counted as paused by the reset.
      expect((await suite.api.request('PATCH', `/api/user/webhooks/${hooks[2]}`, { body: { paused: true }, token: owner.token })).status).toBe(200);
      expect((await suite.api.get('/api/checklist', ci)).status).toBe(200);

      const session = await resetByLink(owner.email, 'Taken-Back-2024!x');

      // The reset has answered: no token made before it works, for reading or for adding a webhook.
      for (const secret of [ci, sync]) {
        const read = await suite.api.get('/api/checklist', secret);
        expect(read.status).toBe(401);
        expect(read.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
        expect((await suite.api.post('/api/user/webhooks', { url: `${HOOK}/d`, events: ['item.completed'] }, secret)).status).toBe(401);
      }
      expect((await suite.api.get('/api/user/tokens', session)).body.tokens).toEqual([]);
      const webhooks = (await suite.api.get('/api/user/webhooks', session)).body.webhooks as Array<{ id: string; paused: boolean }>;
      expect(webhooks.map((w) => w.paused)).toEqual([true, true, true]);

      const mail = await waitForMail(suite.server.dataDir, owner.email, /password was reset/i);
      expect(mail.subject).toBe(AUTH_MAIL.recoveredSubject);
      expect(mail.text).toContain(AUTH_MAIL.recoveredSessions);
      // (The outbox reader decodes bytes one by one: the curly quotes around each name are not compared.)
      expect(mail.text).toMatch(/2 access tokens were revoked: \S+CI deploys\S+, \S+HR sync\S+\./);
      expect(mail.text).toContain('2 webhook endpoints were paused');
      expect(mail.text).toContain('resume each one on the Integrations page');
      expect(mail.text).not.toMatch(/tl_pat_|whsec_/);
    });

    it('a password change with the current password keeps tokens and webhooks, and mails nothing of the kind', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      const secret = await createToken(owner.token, 'Kept');
      expect((await suite.api.post('/api/user/webhooks', { url: `${HOOK}/kept`, events: ['item.completed'] }, owner.token)).status).toBe(201);
      const newPassword = 'Changed-Knowingly-1!';
      const changed = await suite.api.put('/api/user/password', { currentPassword: owner.password, newPassword, confirmPassword: newPassword }, owner.token);
      expect(changed.status).toBe(200);
      expect((await suite.api.get('/api/checklist', secret)).status).toBe(200);
      expect((await suite.api.get('/api/user/webhooks', secret)).body.webhooks.map((w: { paused: boolean }) => w.paused)).toEqual([false]);
      expect(mailsTo(suite.server, owner.email).filter((m) => /password was reset/i.test(m.subject))).toEqual([]);
    });
  });
});
