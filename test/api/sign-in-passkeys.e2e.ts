import { GENERIC_MESSAGES, PASSKEY_MESSAGES, type UserSession } from '@ticklist/contracts';
import { registerVerifiedOwner, type Owner } from './support/accounts';
import { createAccessToken } from './support/access-tokens';
import { enableTotp } from './support/second-factor';
import { SoftwarePasskey } from './support/software-authenticator';
import { useTestServer } from './support/test-server';

/** Passkeys are offered at http://localhost (the server itself listens on 127.0.0.1: the browser's origin is only a name here). */
const APP_URL = 'http://localhost:4555';
const RP_ID = 'localhost';

/** Passkeys (issue 49): add, list, remove, sign in; challenges once, origin and counter checked. */
describe('sign-in: passkeys', () => {
  const suite = useTestServer({ rateLimit: true, env: { APP_URL, TRUST_PROXY: '1' } });

  /** Adds a new software passkey to `owner` through the API: the passkey and the answer. */
  const addPasskey = async (owner: Owner, name = 'Laptop', passkey = new SoftwarePasskey(RP_ID, APP_URL)) => {
    const options = await suite.api.post('/api/user/passkeys/registration-options', {}, owner.token);
    expect(options.status).toBe(200);
    const res = await suite.api.post('/api/user/passkeys', { name, response: passkey.register(options.body) }, owner.token);
    return { passkey, res };
  };
  const loginOptions = async (): Promise<string> => {
    const res = await suite.api.post('/api/login/passkey/options', {});
    expect(res.status).toBe(200);
    return res.body.challenge;
  };
  const signIn = async (passkey: SoftwarePasskey, overrides: { origin?: string } = {}) =>
    suite.api.post('/api/login/passkey', { response: passkey.assert(await loginOptions(), overrides) });

  it('adds a passkey (a discoverable credential for this site), lists it, signs in with it as "passkey", removes it', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const options = await suite.api.post('/api/user/passkeys/registration-options', {}, owner.token);
    expect(options.body).toMatchObject({ rp: { id: RP_ID, name: 'Ticklist' }, user: { name: owner.email }, authenticatorSelection: { residentKey: 'required' } });
    const passkey = new SoftwarePasskey(RP_ID, APP_URL);
    const added = await suite.api.post('/api/user/passkeys', { name: 'Laptop', response: passkey.register(options.body) }, owner.token);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ passkey: { id: expect.any(String), name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null } });

    const res = await signIn(passkey);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(owner.user.id);
    const sessions: UserSession[] = (await suite.api.get('/api/user/sessions', res.body.token)).body.sessions;
    expect(sessions.find((s) => s.current)?.method).toBe('passkey');
    const listed = (await suite.api.get('/api/user/passkeys', owner.token)).body.passkeys;
    expect(listed).toEqual([{ ...added.body.passkey, lastUsedAt: expect.any(String) }]);
    const exported = (await suite.api.get('/api/user/export-data', owner.token)).body.signIn;
    expect(exported).toEqual({ totp: false, passkeys: [{ name: 'Laptop', createdAt: added.body.passkey.createdAt, lastUsedAt: expect.any(String) }] });
    expect(JSON.stringify(exported)).not.toContain(passkey.id);

    // A password change from the passkey's session: the session that goes on still signed in with the passkey.
    const newPassword = `${owner.password}-new`;
    const changed = await suite.api.put('/api/user/password', { currentPassword: owner.password, newPassword, confirmPassword: newPassword }, res.body.token);
    expect(changed.status).toBe(200);
    const after: UserSession[] = (await suite.api.get('/api/user/sessions', changed.body.token)).body.sessions;
    expect(after.map((s) => [s.current, s.method])).toEqual([[true, 'passkey']]);
    owner.token = (await suite.api.post('/api/login_check', { username: owner.email, password: newPassword })).body.token;

    expect((await suite.api.delete(`/api/user/passkeys/${added.body.passkey.id}`, owner.token)).status).toBe(204);
    expect((await suite.api.get('/api/user/passkeys', owner.token)).body.passkeys).toEqual([]);
    expect((await signIn(passkey)).status).toBe(401);
  });

  it('a registration challenge works once and only for its owner; a wrong origin is refused', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const stranger = await registerVerifiedOwner(suite.api, suite.server);
    const options = (await suite.api.post('/api/user/passkeys/registration-options', {}, owner.token)).body;
    const passkey = new SoftwarePasskey(RP_ID, APP_URL);
    const notHis = await suite.api.post('/api/user/passkeys', { response: passkey.register(options) }, stranger.token);
    expect(notHis.status).toBe(422);
    expect(notHis.body.errors).toEqual({ response: [PASSKEY_MESSAGES.notVerified] });
    // The stranger's try spent the challenge.
    expect((await suite.api.post('/api/user/passkeys', { response: passkey.register(options) }, owner.token)).status).toBe(422);

    const fresh = (await suite.api.post('/api/user/passkeys/registration-options', {}, owner.token)).body;
    const elsewhere = await suite.api.post('/api/user/passkeys', { response: passkey.register(fresh, { origin: 'https://evil.example' }) }, owner.token);
    expect(elsewhere.status).toBe(422);
    const { res } = await addPasskey(owner);
    expect(res.status).toBe(201);
    expect(res.body.passkey.name).toBe('Laptop');
    for (const body of [{}, { response: 'x' }, { response: { id: 42 } }, { name: 'n'.repeat(65), response: {} }]) {
      const bad = await suite.api.post('/api/user/passkeys', body, owner.token);
      expect({ body, status: bad.status }).toEqual({ body, status: 422 });
    }
  });

  it('an assertion is refused when its challenge was used, its origin is wrong or its counter goes back', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const { passkey } = await addPasskey(owner);
    const challenge = await loginOptions();
    const assertion = passkey.assert(challenge);
    expect((await suite.api.post('/api/login/passkey', { response: assertion })).status).toBe(200);
    const replayed = await suite.api.post('/api/login/passkey', { response: assertion });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ message: PASSKEY_MESSAGES.signInFailed });
    // The same challenge signed again (a new counter) is spent too.
    expect((await suite.api.post('/api/login/passkey', { response: passkey.assert(challenge) })).status).toBe(401);

    expect((await signIn(passkey, { origin: 'https://evil.example' })).status).toBe(401);
    // A cloned authenticator: its counter is behind the one last seen.
    passkey.counter = 0;
    expect((await signIn(passkey)).status).toBe(401);
    passkey.counter = 50;
    expect((await signIn(passkey)).status).toBe(200);
    for (const body of [{}, { response: null }, { response: { id: 'nope', response: {} } }]) {
      expect((await suite.api.post('/api/login/passkey', body)).status).toBe(401);
    }
  });

  it('at most 10 passkeys: the 11th is a 422; personal access tokens get 403; another owner’s passkey is a 404', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    for (let i = 0; i < 9; i++) expect((await addPasskey(owner, `Key ${i}`)).res.status).toBe(201);
    const [tenth, eleventh] = [new SoftwarePasskey(RP_ID, APP_URL), new SoftwarePasskey(RP_ID, APP_URL)];
    const [first, second] = [(await suite.api.post('/api/user/passkeys/registration-options', {}, owner.token)).body, (await suite.api.post('/api/user/passkeys/registration-options', {}, owner.token)).body];
    expect((await suite.api.post('/api/user/passkeys', { response: tenth.register(first) }, owner.token)).status).toBe(201);
    const over = await suite.api.post('/api/user/passkeys', { response: eleventh.register(second) }, owner.token);
    expect(over.status).toBe(422);
    expect(over.body).toEqual({ message: PASSKEY_MESSAGES.tooMany });
    const options = await suite.api.post('/api/user/passkeys/registration-options', {}, owner.token);
    expect(options.status).toBe(422);
    expect(options.body).toEqual({ message: PASSKEY_MESSAGES.tooMany });

    const stranger = await registerVerifiedOwner(suite.api, suite.server);
    const id = (await suite.api.get('/api/user/passkeys', owner.token)).body.passkeys[0].id;
    expect((await suite.api.delete(`/api/user/passkeys/${id}`, stranger.token)).status).toBe(404);
    const { secret } = await createAccessToken(suite.api, owner.token, 'write');
    for (const [method, path] of [['GET', '/api/user/passkeys'], ['POST', '/api/user/passkeys/registration-options'], ['POST', '/api/user/passkeys'], ['DELETE', `/api/user/passkeys/${id}`]] as const) {
      expect((await suite.api.request(method, path, { token: secret, ...(method === 'POST' ? { body: {} } : {}) })).status).toBe(403);
    }
  });

  it('with a second factor on, the code step offers the passkey too, and a passkey signs in without a code', async () => {
    const owner = await enableTotp(suite.api, await registerVerifiedOwner(suite.api, suite.server));
    const { passkey } = await addPasskey(owner);
    const step = await suite.api.post('/api/login_check', { username: owner.email, password: owner.password });
    expect(step.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String), methods: ['totp', 'recovery', 'passkey'] });
    expect((await signIn(passkey)).status).toBe(200);
  });

  it('sign-in options: 30 per client address per minute, then 429', async () => {
    const from = { 'x-forwarded-for': '203.0.113.49' };
    for (let i = 0; i < 30; i++) expect((await suite.api.request('POST', '/api/login/passkey/options', { body: {}, headers: from })).status).toBe(200);
    const over = await suite.api.request('POST', '/api/login/passkey/options', { body: {}, headers: from });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: GENERIC_MESSAGES.tooManyRequests });
  });
});
