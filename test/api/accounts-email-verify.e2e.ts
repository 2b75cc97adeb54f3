import { AUTH_MAIL, AUTH_MESSAGES } from '@ticklist/contracts';
import { expireEmailTokens, mailsTo, registerOwner, verificationLink, verifyEmail } from './support/accounts';
import { expectErrorBody } from './support/http';
import { useTestServer, waitForMail } from './support/test-server';

/** E-mail verification: the one-time link mailed at sign-up, and asking for a new one. */
describe('accounts: mailed links', () => {
  const suite = useTestServer();

  describe('e-mail verification', () => {
    it('sign-up mails APP_URL/email/verify/{uuid}/{hash}; POST validates, signs in and marks the user verified', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      expect(owner.user.emailValidated).toBe(false);
      const mail = await waitForMail(suite.server.dataDir, owner.email, /verify/i);
      expect(mail.subject).toBe(AUTH_MAIL.verifySubject);
      const { url, uuid, hash } = await verificationLink(suite.server, owner.email);
      expect(url.startsWith(`${suite.server.config.appUrl}/email/verify/`)).toBe(true);
      expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(Buffer.from(hash, 'base64url').length).toBeGreaterThanOrEqual(16);

      const res = await suite.api.post(`/api/email/validate/${uuid}/${hash}`, {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.verifySucceeded, token: expect.any(String), user: { ...owner.user, emailValidated: true } });
      const me = await suite.api.get('/api/me', res.body.token);
      expect(me.body.user.emailValidated).toBe(true);
      expect((await suite.api.get('/api/me', owner.token)).body.user.emailValidated).toBe(true);
    });

    it('only the hash of the secret is stored', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      const { uuid, hash } = await verificationLink(suite.server, owner.email);
      const [row] = await suite.db.query(`SELECT token_hash FROM email_tokens WHERE id = $1`, [uuid]);
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.toContain(hash);
    });

    it('a link works once: clicked again for the verified address, 200 "already verified" without a session; for an unverified one, 400', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      await verifyEmail(suite.api, suite.server, owner.email);
      const { uuid, hash } = await verificationLink(suite.server, owner.email);
      const again = await suite.api.post(`/api/email/validate/${uuid}/${hash}`, {});
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ message: AUTH_MESSAGES.verifyAlready });
      // The address is no longer the verified one (as after a change of address): the used link proves nothing.
      await suite.db.query(`UPDATE users SET email_validated = false WHERE id = $1`, [owner.user.id]);
      const unproven = await suite.api.post(`/api/email/validate/${uuid}/${hash}`, {});
      expect(unproven.status).toBe(400);
      expect(unproven.body).toEqual({ message: AUTH_MESSAGES.verifyFailed });
    });

    it('expired, forged, swapped or malformed links are refused with the spec message', async () => {
      const a = await registerOwner(suite.api, suite.server);
      const b = await registerOwner(suite.api, suite.server);
      const linkA = await verificationLink(suite.server, a.email);
      const linkB = await verificationLink(suite.server, b.email);
      for (const [uuid, hash] of [
        [linkA.uuid, linkB.hash],
        [linkA.uuid, linkA.hash.slice(0, -2) + (linkA.hash.endsWith('AA') ? 'BB' : 'AA')],
        ['not-a-uuid', linkA.hash],
        ['00000000-0000-0000-0000-000000000000', linkA.hash],
        [linkA.uuid, 'x'],
        [linkA.uuid, "'; DROP TABLE users; --"],
      ]) {
        const res = await suite.api.post(`/api/email/validate/${encodeURIComponent(uuid!)}/${encodeURIComponent(hash!)}`, {});
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: AUTH_MESSAGES.verifyFailed });
      }
      await expireEmailTokens(suite.db, 'verify', a.user.id);
      const expired = await suite.api.post(`/api/email/validate/${linkA.uuid}/${linkA.hash}`, {});
      expect(expired.status).toBe(400);
      expectErrorBody(expired.body);
      expect((await suite.api.get('/api/me', a.token)).body.user.emailValidated).toBe(false);
      // The other link was never spent by the attempts above.
      expect((await suite.api.post(`/api/email/validate/${linkB.uuid}/${linkB.hash}`, {})).status).toBe(200);
    });

    it('GET /api/email/request_validate mails a new link that works', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      await waitForMail(suite.server.dataDir, owner.email, /verify/i);
      const res = await suite.api.get('/api/email/request_validate', owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.verificationSent });
      expect(mailsTo(suite.server, owner.email).filter((m) => /verify/i.test(m.subject))).toHaveLength(2);
      const body = await verifyEmail(suite.api, suite.server, owner.email);
      expect(body.user?.emailValidated).toBe(true);
    });

    it('request_validate when already verified sends nothing and says so', async () => {
      const owner = await registerOwner(suite.api, suite.server);
      await verifyEmail(suite.api, suite.server, owner.email);
      const before = mailsTo(suite.server, owner.email).length;
      const res = await suite.api.get('/api/email/request_validate', owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.verifyAlready });
      expect(mailsTo(suite.server, owner.email)).toHaveLength(before);
    });

    it('request_validate needs a signed-in owner', async () => {
      const res = await suite.api.get('/api/email/request_validate');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
    });
  });
});
