import { AUTH_MESSAGES, GENERIC_MESSAGES, MFA_MESSAGES, type UserSession } from '@ticklist/contracts';
import { mailedLink, registerOwner, registerVerifiedOwner, verificationLink, type Owner } from './support/accounts';
import { createAccessToken } from './support/access-tokens';
import { enableTotp, totpCode, type OwnerWithTotp } from './support/second-factor';
import { useTestServer } from './support/test-server';

const TOTP_ROUTES = [
  ['GET', '/api/user/totp', undefined],
  ['POST', '/api/user/totp', {}],
  ['POST', '/api/user/totp/confirm', { code: '123456' }],
  ['POST', '/api/user/totp/disable', { password: 'x', code: '123456' }],
  ['POST', '/api/user/totp/recovery-codes', { code: '123456' }],
] as const;

/** A second factor with an authenticator app (issue 49): set-up, the code step of a sign-in, recovery codes, turning it off. */
describe('sign-in: a second factor (TOTP)', () => {
  const suite = useTestServer({ rateLimit: true });

  const login = (owner: Pick<Owner, 'email' | 'password'>, password = owner.password) =>
    suite.api.post('/api/login_check', { username: owner.email, password });
  /** The mfaToken of a password sign-in of an owner with a factor. */
  const codeStep = async (owner: Owner): Promise<string> => {
    const res = await login(owner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String), methods: ['totp', 'recovery'] });
    return res.body.mfaToken;
  };
  const mfa = (mfaToken: string, code: string) => suite.api.post('/api/login/mfa', { mfaToken, code });

  it('set-up: a pending secret with its QR code (asking again replaces it), a wrong code is a 422 keyed code, a right one turns it on with 10 recovery codes', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const first = await suite.api.post('/api/user/totp', {}, owner.token);
    expect(first.status).toBe(200);
    expect(first.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.body.otpauthUrl).toBe(`otpauth://totp/Ticklist:${encodeURIComponent(owner.email)}?issuer=Ticklist&secret=${first.body.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(first.body.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const again = await suite.api.post('/api/user/totp', {}, owner.token);
    expect(again.body.secret).not.toBe(first.body.secret);
    // A set-up only started is not on (Account › Security reads this).
    expect((await suite.api.get('/api/user/totp', owner.token)).body).toEqual({ enabled: false });
    // Nothing is on yet: the password alone still signs in.
    expect(Object.keys((await login(owner)).body).sort()).toEqual(['token', 'user']);

    // The replaced secret's code is no longer right.
    const stale = await suite.api.post('/api/user/totp/confirm', { code: totpCode(first.body.secret) }, owner.token);
    expect(stale.status).toBe(422);
    expect(stale.body.errors).toEqual({ code: [MFA_MESSAGES.codeWrong] });
    const empty = await suite.api.post('/api/user/totp/confirm', { code: '' }, owner.token);
    expect(empty.body.errors).toEqual({ code: [MFA_MESSAGES.codeRequired] });

    const on = await suite.api.post('/api/user/totp/confirm', { code: totpCode(again.body.secret) }, owner.token);
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);
    for (const code of on.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    expect((await suite.api.get('/api/user/totp', owner.token)).body).toEqual({ enabled: true });
    const twice = await suite.api.post('/api/user/totp', {}, owner.token);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: MFA_MESSAGES.totpAlreadyOn });
    // Neither the secret nor a recovery code is stored in the clear.
    const [row] = await suite.db.query(`SELECT secret_sealed FROM user_totp WHERE user_id = $1`, [owner.user.id]);
    expect(row.secret_sealed).not.toContain(again.body.secret);
    const hashes: { code_hash: string }[] = await suite.db.query(`SELECT code_hash FROM user_recovery_codes WHERE user_id = $1`, [owner.user.id]);
    expect(hashes).toHaveLength(10);
    for (const code of on.body.recoveryCodes) expect(hashes.map((h) => h.code_hash).join()).not.toContain(code.replace('-', ''));
  });

  it('a personal access token gets 403 on every TOTP route', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const { secret } = await createAccessToken(suite.api, owner.token, 'write');
    for (const [method, path, body] of TOTP_ROUTES) {
      const res = await suite.api.request(method, path, { token: secret, body });
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
  });

  it('with a factor, login_check answers the code step; a right code signs in once, as "password+totp"; a code never works twice', async () => {
    const owner = await enableTotp(suite.api, await registerVerifiedOwner(suite.api, suite.server));
    const mfaToken = await codeStep(owner);

    // The code that turned the app on is spent: its time step cannot sign in.
    const reused = await mfa(mfaToken, totpCode(owner.secret));
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ message: MFA_MESSAGES.codeRefused });
    const wrong = await mfa(mfaToken, '000000');
    expect(wrong.status).toBe(401);

    // A wrong code left the token usable; the next step's code signs in.
    const next = totpCode(owner.secret, 1);
    const res = await mfa(mfaToken, `${next.slice(0, 3)} ${next.slice(3)}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
    expect(res.body.user.id).toBe(owner.user.id);
    const sessions: UserSession[] = (await suite.api.get('/api/user/sessions', res.body.token)).body.sessions;
    expect(sessions.find((s) => s.current)?.method).toBe('password+totp');
    expect(sessions.filter((s) => !s.current).map((s) => s.method)).toContain('password');

    // The token is spent; and the same code on a new sign-in is refused.
    const spent = await mfa(mfaToken, totpCode(owner.secret, 1));
    expect(spent.status).toBe(401);
    expect(spent.body).toEqual({ message: MFA_MESSAGES.signInExpired });
    expect((await mfa(await codeStep(owner), next)).status).toBe(401);
  });

  it('the code step is refused for an unknown, malformed or expired mfaToken, and a wrong password still gets the same 401', async () => {
    const owner = await enableTotp(suite.api, await registerVerifiedOwner(suite.api, suite.server));
    for (const body of [{}, { mfaToken: 'nope', code: '123456' }, { mfaToken: 42, code: 123456 }, { mfaToken: 'x'.repeat(500), code: 'y' }]) {
      const res = await suite.api.post('/api/login/mfa', body);
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status: 401, answer: { message: MFA_MESSAGES.signInExpired } });
    }
    const bad = await login(owner, 'wrong-password-1');
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: AUTH_MESSAGES.invalidCredentials });

    const mfaToken = await codeStep(owner);
    await suite.db.query(`UPDATE sign_in_challenges SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [owner.user.id]);
    const late = await mfa(mfaToken, totpCode(owner.secret, 1));
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ message: MFA_MESSAGES.signInExpired });
  });

  it('a recovery code signs in once (case, spaces and dashes do not matter); new codes void the old ones', async () => {
    const owner = await enableTotp(suite.api, await registerVerifiedOwner(suite.api, suite.server));
    const [first, second] = owner.recoveryCodes as [string, string];
    const res = await mfa(await codeStep(owner), ` ${first.toUpperCase().replace('-', ' ')} `);
    expect(res.status).toBe(200);
    expect((await mfa(await codeStep(owner), first)).status).toBe(401);

    const renewed = await suite.api.post('/api/user/totp/recovery-codes', { code: totpCode(owner.secret, 1) }, res.body.token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toContain(second);
    expect((await mfa(await codeStep(owner), second)).status).toBe(401);
    expect((await mfa(await codeStep(owner), renewed.body.recoveryCodes[0])).status).toBe(200);
    const wrong = await suite.api.post('/api/user/totp/recovery-codes', { code: '000000' }, res.body.token);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: [MFA_MESSAGES.codeWrong] });
  });

  it('failed codes count per account: the 6th failed try in 15 minutes is a 429, the right code included; another account is not held up', async () => {
    const owner = await enableTotp(suite.api, await registerVerifiedOwner(suite.api, suite.server));
    const other = await enableTotp(suite.api, await registerVerifiedOwner(suite.api, suite.server));
    const mfaToken = await codeStep(owner);
    for (let i = 0; i < 5; i++) expect((await mfa(mfaToken, '000000')).status).toBe(401);
    const sixth = await mfa(mfaToken, totpCode(owner.secret, 1));
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: GENERIC_MESSAGES.tooManyRequests });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await mfa(await codeStep(other), totpCode(other.secret, 1))).status).toBe(200);
  });

  it('turning it off needs the password and a code: wrong ones are 422 keyed password or code; then the password alone signs in again', async () => {
    const owner = await enableTotp(suite.api, await registerVerifiedOwner(suite.api, suite.server));
    const disable = (body: object) => suite.api.post('/api/user/totp/disable', body, owner.token);
    const noPassword = await disable({ password: 'not-it-at-all', code: totpCode(owner.secret, 1) });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors).toEqual({ password: [MFA_MESSAGES.passwordWrong] });
    const noCode = await disable({ password: owner.password, code: '000000' });
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors).toEqual({ code: [MFA_MESSAGES.codeWrong] });
    expect((await disable({ password: owner.password, code: owner.recoveryCodes[0] })).status).toBe(204);

    const res = await login(owner);
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
    const again = await disable({ password: owner.password, code: totpCode(owner.secret, 1) });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: MFA_MESSAGES.totpNotOn });
    // It can be set up afresh.
    expect((await suite.api.post('/api/user/totp', {}, owner.token)).status).toBe(200);
  });

  it('no mailed link signs in an account with a factor: a reset answers the code step, a verification link only its message', async () => {
    const unverified = await enableTotp(suite.api, await registerOwner(suite.api, suite.server));
    const { uuid, hash } = await verificationLink(suite.server, unverified.email);
    const verified = await suite.api.post(`/api/email/validate/${uuid}/${hash}`, {});
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: AUTH_MESSAGES.verifySucceeded });

    const owner: OwnerWithTotp = unverified;
    expect((await suite.api.post('/api/password/forgot', { email: owner.email })).status).toBe(200);
    const token = (await mailedLink(suite.server, owner.email, /reset/i, '/password/reset/')).split('/password/reset/')[1]!;
    const newPassword = 'Reset-With-Factor-7';
    const reset = await suite.api.post(`/api/password/reset/${token}`, { password: newPassword, confirmPassword: newPassword });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String), methods: ['totp', 'recovery'] });
    // The password is set (older sessions ended); the code step finishes the sign-in.
    expect((await suite.api.get('/api/me', owner.token)).status).toBe(401);
    const res = await mfa(reset.body.mfaToken, totpCode(owner.secret, 1));
    expect(res.status).toBe(200);
    expect(res.body.user.emailValidated).toBe(true);
    expect((await login({ email: owner.email, password: newPassword })).body.mfaRequired).toBe(true);
  });

  it('the account export says whether TOTP is on, never its secret or codes', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    expect((await suite.api.get('/api/user/export-data', owner.token)).body.signIn).toEqual({ totp: false, passkeys: [] });
    const withTotp = await enableTotp(suite.api, owner);
    const res = await suite.api.get('/api/user/export-data', owner.token);
    expect(res.body.signIn).toEqual({ totp: true, passkeys: [] });
    expect(JSON.stringify(res.body)).not.toContain(withTotp.secret);
    expect(JSON.stringify(res.body)).not.toContain(withTotp.recoveryCodes[0]);
  });
});
