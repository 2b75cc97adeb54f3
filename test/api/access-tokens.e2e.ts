import { DataSource } from 'typeorm';
import { ACCESS_TOKEN_MESSAGES, ACCESS_TOKEN_NAME_MAX, AUTH_MESSAGES } from '@ticklist/contracts';
import { registerOwner, registerVerifiedOwner, type Owner } from './support/accounts';
import { createChecklist, sampleChecklist } from './support/checklists';
import { Api, expectErrorBody } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';

/** Personal access tokens: made from a session, used as bearer by scripts, held to their scope. */
describe('personal access tokens', () => {
  let server: TestServer;
  let api: Api;
  let owner: Owner;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    owner = await registerVerifiedOwner(api, server);
  });
  afterAll(() => server?.stop());

  const createToken = async (token: string, body: object = { name: 'CI script', scope: 'write', expiresInDays: 90 }) => {
    const res = await api.post('/api/user/tokens', body, token);
    expect(res.status).toBe(201);
    return res.body as { token: { id: string; name: string; scope: string; expiresAt: string | null; lastUsedAt: string | null }; secret: string };
  };

  it('creates a token whose secret starts with tl_pat_, is shown once and never listed', async () => {
    const created = await createToken(owner.token, { name: '  HR sync  ', scope: 'read', expiresInDays: 30 });
    expect(created.secret).toMatch(/^tl_pat_[A-Za-z0-9_-]{40,}$/);
    expect(created.token).toMatchObject({ name: 'HR sync', scope: 'read', lastUsedAt: null });
    const days = (Date.parse(created.token.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const list = await api.get('/api/user/tokens', owner.token);
    expect(list.status).toBe(200);
    const listed = list.body.tokens.find((t: { id: string }) => t.id === created.token.id);
    expect(listed).toEqual(created.token);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
  });

  it('a never-expiring token has expiresAt null; bad input is a 422 keyed by field', async () => {
    expect((await createToken(owner.token, { name: 'forever', scope: 'write', expiresInDays: null })).token.expiresAt).toBeNull();
    const bad = await api.post('/api/user/tokens', { name: ' ', scope: 'admin', expiresInDays: 7 }, owner.token);
    expect(bad.status).toBe(422);
    expectErrorBody(bad.body);
    expect(bad.body.errors).toEqual({
      name: [ACCESS_TOKEN_MESSAGES.nameRequired],
      scope: [ACCESS_TOKEN_MESSAGES.scopeInvalid],
      expiresInDays: [ACCESS_TOKEN_MESSAGES.expiryInvalid],
    });
    const wrongType = await api.post('/api/user/tokens', { name: 5, scope: 'read', expiresInDays: 30 }, owner.token);
    expect(wrongType.status).toBe(400);
  });

  it(`counts a name in characters (code points): ${ACCESS_TOKEN_NAME_MAX} emoji are taken, one more is refused`, async () => {
    const name = '🔑'.repeat(ACCESS_TOKEN_NAME_MAX);
    expect((await createToken(owner.token, { name, scope: 'read', expiresInDays: 30 })).token.name).toBe(name);
    const tooLong = await api.post('/api/user/tokens', { name: `${name}🔑`, scope: 'read', expiresInDays: 30 }, owner.token);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({ name: [ACCESS_TOKEN_MESSAGES.nameTooLong] });
  });

  it('a read token reads and is refused writes with 403; lastUsedAt records its use', async () => {
    const { token, secret } = await createToken(owner.token, { name: 'reader', scope: 'read', expiresInDays: 90 });
    const list = await api.get('/api/checklist', secret);
    expect(list.status).toBe(200);
    expect(list.body.pagination.page).toBe(1);
    const me = await api.get('/api/me', secret);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: owner.user.emailValidated ? expect.objectContaining({ id: owner.user.id }) : expect.anything() });
    expect(me.body.token).toBeUndefined();

    const write = await api.post('/api/checklist/create', sampleChecklist(2), secret);
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ message: ACCESS_TOKEN_MESSAGES.outOfScope });

    const listed = (await api.get('/api/user/tokens', owner.token)).body.tokens.find((t: { id: string }) => t.id === token.id);
    expect(Date.parse(listed.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a write token creates, edits and shares like the owner', async () => {
    const { secret } = await createToken(owner.token);
    const created = await createChecklist(api, secret, { title: 'Made by a script' });
    const edit = await api.get(`/api/checklist/${created.id}/edit`, secret);
    expect(edit.status).toBe(200);
    expect(edit.body.title).toBe('Made by a script');
    const share = await api.post(`/api/checklist/${created.id}/share`, { emails: ['script.recipient@example.com'] }, secret);
    expect(share.status).toBe(200);
    // The owner's own session sees what the script made.
    const list = await api.get('/api/checklist', owner.token);
    expect(list.body.items.map((c: { id: string }) => c.id)).toContain(created.id);
  });

  it('session-only routes refuse any token with 403, and a token never yields a session token', async () => {
    const { secret } = await createToken(owner.token);
    const calls = [
      api.put('/api/user/profile', { username: 'renamed_by_token' }, secret),
      api.put('/api/user/password', { currentPassword: owner.password, newPassword: 'Another-pass-123!', confirmPassword: 'Another-pass-123!' }, secret),
      api.delete('/api/user/account', secret),
      api.get('/api/user/tokens', secret),
      api.post('/api/user/tokens', { name: 'child', scope: 'read', expiresInDays: 30 }, secret),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: ACCESS_TOKEN_MESSAGES.sessionOnly });
    }
    expect((await api.get('/api/me', owner.token)).body.user.username).toBe(owner.username);
  });

  it('unknown, revoked and expired tokens are 401; revoking is 204 and another owner cannot revoke', async () => {
    const { token, secret } = await createToken(owner.token);
    expect((await api.get('/api/checklist', `tl_pat_${'x'.repeat(43)}`)).status).toBe(401);

    const other = await registerOwner(api, server);
    const foreign = await api.delete(`/api/user/tokens/${token.id}`, other.token);
    expect(foreign.status).toBe(404);
    expect((await api.get('/api/checklist', secret)).status).toBe(200);

    const revoked = await api.delete(`/api/user/tokens/${token.id}`, owner.token);
    expect(revoked.status).toBe(204);
    const after = await api.get('/api/checklist', secret);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
    expect((await api.delete(`/api/user/tokens/${token.id}`, owner.token)).status).toBe(404);

    const expiring = await createToken(owner.token);
    await server.server.app.get(DataSource).query(`UPDATE personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.token.id]);
    expect((await api.get('/api/checklist', expiring.secret)).status).toBe(401);
  });

  it('tokens survive a password change and go with the account', async () => {
    const someone = await registerOwner(api, server);
    const { secret } = await createToken(someone.token);
    const newPassword = 'Changed-pass-456!';
    const changed = await api.put('/api/user/password', { currentPassword: someone.password, newPassword, confirmPassword: newPassword }, someone.token);
    expect(changed.status).toBe(200);
    expect((await api.get('/api/checklist', secret)).status).toBe(200);

    const deleted = await api.delete('/api/user/account', changed.body.token);
    expect(deleted.status).toBe(200);
    expect((await api.get('/api/checklist', secret)).status).toBe(401);
    const [{ count }] = await server.server.app.get(DataSource).query(
      `SELECT count(*)::int AS count FROM personal_access_tokens WHERE user_id = $1`,
      [someone.user.id],
    );
    expect(count).toBe(0);
  });
});

describe('rate-limit headers', () => {
  let server: TestServer;
  let api: Api;
  let owner: Owner;

  beforeAll(async () => {
    server = await startTestServer({ rateLimit: true });
    api = new Api(server.url);
    owner = await registerVerifiedOwner(api, server);
  });
  afterAll(() => server?.stop());

  it('a personal access token has its own window, stated in RateLimit-* headers', async () => {
    const created = await api.post('/api/user/tokens', { name: 'limited', scope: 'read', expiresInDays: 30 }, owner.token);
    const secret = created.body.secret as string;
    const first = await api.get('/api/checklist', secret);
    const second = await api.get('/api/checklist', secret);
    expect(first.headers.get('ratelimit-limit')).toBe('600');
    expect(Number(first.headers.get('ratelimit-remaining'))).toBe(599);
    expect(Number(second.headers.get('ratelimit-remaining'))).toBe(598);
    const reset = Number(second.headers.get('ratelimit-reset'));
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    // A session call on an unlimited route states no window.
    expect((await api.get('/api/checklist', owner.token)).headers.get('ratelimit-limit')).toBeNull();
  });

  it('a limited route counts down to a 429 with Retry-After and Remaining 0', async () => {
    const email = `limited.${Date.now()}@example.com`;
    let last = await api.post('/api/password/forgot', { email });
    expect(last.headers.get('ratelimit-limit')).toBe('5');
    expect(last.headers.get('ratelimit-remaining')).toBe('4');
    for (let i = 0; i < 5; i++) last = await api.post('/api/password/forgot', { email });
    expect(last.status).toBe(429);
    expect(last.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
