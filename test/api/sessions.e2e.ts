import { ACCESS_TOKEN_MESSAGES, AUTH_MESSAGES, REALTIME_MESSAGES, SESSION_MESSAGES, type UserSession } from '@ticklist/contracts';
import { registerVerifiedOwner, type Owner } from './support/accounts';
import { forgeJwt, jwtClaims } from './support/hostile-tokens';
import { expectErrorBody } from './support/http';
import { closeAllSockets, connect, disconnection, emitAck, refusal } from './support/realtime';
import { useTestServer } from './support/test-server';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const SESSION_ROUTES = [
  ['POST', '/api/logout'],
  ['GET', '/api/user/sessions'],
  ['DELETE', '/api/user/sessions'],
  ['DELETE', '/api/user/sessions/00000000-0000-4000-8000-000000000000'],
] as const;

/** Log out ends the session on the server; Account › Security lists and ends sessions (issue 41, item 8). */
describe('sessions: log out and signed-in sessions', () => {
  const suite = useTestServer();
  afterEach(() => closeAllSockets());

  /** Another sign-in of the owner, from a browser named by `userAgent`: its token. */
  const signIn = async (owner: Owner, userAgent = CHROME_LINUX): Promise<string> => {
    const res = await suite.api.request('POST', '/api/login_check', { body: { username: owner.email, password: owner.password }, headers: { 'user-agent': userAgent } });
    expect(res.status).toBe(200);
    return res.body.token;
  };
  const sessionsOf = async (token: string): Promise<UserSession[]> => {
    const res = await suite.api.get('/api/user/sessions', token);
    expect(res.status).toBe(200);
    return res.body.sessions;
  };
  const expect401 = async (token: string) => {
    for (const [method, path] of [['GET', '/api/me'], ['GET', '/api/checklist?page=1'], ['GET', '/api/user/sessions'], ['POST', '/api/logout']] as const) {
      const res = await suite.api.request(method, path, { token, ...(method === 'POST' ? { body: {} } : {}) });
      expect({ method, path, status: res.status, body: res.body }).toEqual({ method, path, status: 401, body: { message: AUTH_MESSAGES.authenticationRequired } });
    }
  };

  it('log out answers 204; the token is then a 401 on every route and refused by sockets; another sign-in goes on', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const other = await signIn(owner);
    const res = await suite.api.post('/api/logout', {}, owner.token);
    expect(res.status).toBe(204);
    await expect401(owner.token);
    expect(await refusal(suite.server.url, { token: owner.token })).toBe(REALTIME_MESSAGES.authenticationRequired);
    expect((await suite.api.get('/api/me', other)).status).toBe(200);
    await connect(suite.server.url, { token: other });
  });

  it('log out cuts the session’s open sockets within a second; another session’s stay', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const otherToken = await signIn(owner);
    const mine = await connect(suite.server.url, { token: owner.token });
    const others = await connect(suite.server.url, { token: otherToken });
    const cut = disconnection(mine, 1_000);
    expect((await suite.api.post('/api/logout', {}, owner.token)).status).toBe(204);
    expect(await cut).toBe('io server disconnect');
    // The other session's socket still answers (a subscribe to a checklist that is not its own is refused, but answered).
    expect(await emitAck(others, 'checklist:subscribe', { checklistId: '00000000-0000-4000-8000-000000000000' })).toEqual({
      ok: false,
      message: REALTIME_MESSAGES.checklistNotFound,
    });
    expect(others.connected).toBe(true);
  });

  it('lists each sign-in with its device, masked place, times and which one is this browser', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const firefox = await signIn(owner, FIREFOX_WINDOWS);
    const chrome = await signIn(owner, CHROME_LINUX);
    const listed = await sessionsOf(chrome);
    // Registration and e-mail verification signed in too (the test client names no browser).
    expect(listed.length).toBe(4);
    const [newest, second] = listed;
    expect(newest).toMatchObject({ current: true, device: 'Chrome on Linux', place: '127.0.0.x' });
    expect(second).toMatchObject({ current: false, device: 'Firefox on Windows', place: '127.0.0.x' });
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(Date.parse(newest!.createdAt)).toBeGreaterThanOrEqual(Date.parse(second!.createdAt));
    expect(newest!.lastUsedAt).not.toBeNull();
    expect((await sessionsOf(firefox)).find((s) => s.current)?.id).toBe(second!.id);
  });

  it('DELETE /api/user/sessions/{id} ends that session; the current one’s id ends this one', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const other = await signIn(owner, FIREFOX_WINDOWS);
    const otherId = (await sessionsOf(other)).find((s) => s.current)!.id;
    const socket = await connect(suite.server.url, { token: other });
    const cut = disconnection(socket, 1_000);
    expect((await suite.api.delete(`/api/user/sessions/${otherId}`, owner.token)).status).toBe(204);
    await cut;
    await expect401(other);
    expect((await sessionsOf(owner.token)).map((s) => s.id)).not.toContain(otherId);
    // Again: it is gone.
    const again = await suite.api.delete(`/api/user/sessions/${otherId}`, owner.token);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: SESSION_MESSAGES.notFound });

    const currentId = (await sessionsOf(owner.token)).find((s) => s.current)!.id;
    expect((await suite.api.delete(`/api/user/sessions/${currentId}`, owner.token)).status).toBe(204);
    await expect401(owner.token);
  });

  it('DELETE /api/user/sessions ends every session but the current one', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const others = [await signIn(owner), await signIn(owner, FIREFOX_WINDOWS)];
    const current = await signIn(owner);
    const socket = await connect(suite.server.url, { token: others[0]! });
    const cut = disconnection(socket, 1_000);
    expect((await suite.api.delete('/api/user/sessions', current)).status).toBe(204);
    await cut;
    for (const token of [...others, owner.token]) await expect401(token);
    const left = await sessionsOf(current);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, device: 'Chrome on Linux' });
  });

  it('another owner’s session id, an unknown or a malformed one is a 404, and nothing ends', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const stranger = await registerVerifiedOwner(suite.api, suite.server);
    const strangersId = (await sessionsOf(stranger.token)).find((s) => s.current)!.id;
    for (const id of [strangersId, '00000000-0000-4000-8000-000000000000', 'not-a-session']) {
      const res = await suite.api.delete(`/api/user/sessions/${id}`, owner.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: SESSION_MESSAGES.notFound });
    }
    expect((await suite.api.get('/api/me', stranger.token)).status).toBe(200);
    expect((await sessionsOf(stranger.token)).map((s) => s.id)).toContain(strangersId);
  });

  it('a personal access token gets 403 on log out and on every sessions route, and ends nothing', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const created = await suite.api.post('/api/user/tokens', { name: 'script', scope: 'write', expiresInDays: 30 }, owner.token);
    expect(created.status).toBe(201);
    for (const [method, path] of SESSION_ROUTES) {
      const res = await suite.api.request(method, path, { token: created.body.secret, ...(method === 'POST' ? { body: {} } : {}) });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
      expect(res.body).toEqual({ message: ACCESS_TOKEN_MESSAGES.sessionOnly });
    }
    expect((await suite.api.get('/api/me', owner.token)).status).toBe(200);
  });

  it('the token a profile update answers continues the same session: log out with it ends the old token too', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const before = await sessionsOf(owner.token);
    const res = await suite.api.put('/api/user/profile', { username: `${owner.username.slice(0, 24)}_new` }, owner.token);
    expect(res.status).toBe(200);
    const renewed: string = res.body.token;
    expect(jwtClaims(renewed).sid).toBe(jwtClaims(owner.token).sid);
    const after = await sessionsOf(renewed);
    expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
    expect(after.find((s) => s.current)!.id).toBe(before.find((s) => s.current)!.id);
    expect((await suite.api.post('/api/logout', {}, renewed)).status).toBe(204);
    await expect401(owner.token);
  });

  it('a password change ends every session: the others are refused and only the new one is listed', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const other = await signIn(owner);
    const newPassword = `${owner.password}-New!9`;
    const res = await suite.api.put('/api/user/password', { currentPassword: owner.password, newPassword, confirmPassword: newPassword }, owner.token);
    expect(res.status).toBe(200);
    await expect401(other);
    await expect401(owner.token);
    const left = await sessionsOf(res.body.token);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
    const ended = await suite.db.query(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND ended_at IS NOT NULL`, [owner.user.id]);
    expect(ended[0].n).toBeGreaterThanOrEqual(3);
  });

  it('a token without an expiry is refused (401, and by sockets), even with a live session', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const { sub, ver, sid, iat } = jwtClaims(owner.token);
    const forever = forgeJwt({ alg: 'HS256', typ: 'JWT' }, { sub, ver, sid, iat }, suite.server.config.jwtSecret);
    const res = await suite.api.get('/api/me', forever);
    expect(res.status).toBe(401);
    expectErrorBody(res.body);
    expect(await refusal(suite.server.url, { token: forever })).toBe(REALTIME_MESSAGES.authenticationRequired);
    expect((await suite.api.get('/api/me', owner.token)).status).toBe(200);
  });
});

/**
 * Tokens issued before sessions existed (no `sid`): they work until their own `exp`, are listed as
 * one "Earlier sign-in", and can be signed out like any session. The server runs on a database of
 * its own: the suite takes the schema back to before the sessions migration and runs it again.
 */
describe('sessions: tokens issued before sessions', () => {
  const legacy = useTestServer({ env: { DATABASE_URL: '' } });

  it('an old-style token stays valid until its exp, is listed as "Earlier sign-in", and signing it out refuses it', async () => {
    const { db } = legacy;
    const owner = await registerVerifiedOwner(legacy.api, legacy.server);
    const { sub, ver } = jwtClaims(owner.token);
    const now = Math.floor(Date.now() / 1000);
    const old = forgeJwt({ alg: 'HS256', typ: 'JWT' }, { sub, ver, iat: now, exp: now + 3600 }, legacy.server.config.jwtSecret);
    // Before the migration runs on this account, no legacy session exists: the old-style token is refused.
    expect((await legacy.api.get('/api/me', old)).status).toBe(401);

    // The schema as it was before sessions, then the migrations again (this account then held old-style tokens).
    while ((await db.query(`SELECT 1 FROM migrations WHERE name = 'Sessions1796115000000'`)).length > 0) await db.undoLastMigration();
    await db.runMigrations();
    const fresh = (await legacy.api.post('/api/login_check', { username: owner.email, password: owner.password })).body.token as string;

    const me = await legacy.api.get('/api/me', old);
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(owner.user.id);
    const listed = (await legacy.api.get('/api/user/sessions', fresh)).body.sessions as UserSession[];
    const earlier = listed.filter((s) => s.device === SESSION_MESSAGES.earlierSignIn);
    expect(earlier).toHaveLength(1);
    expect(earlier[0]).toMatchObject({ current: false, place: null });
    expect((await legacy.api.get('/api/user/sessions', old)).body.sessions.find((s: UserSession) => s.current)?.id).toBe(earlier[0]!.id);

    expect((await legacy.api.delete(`/api/user/sessions/${earlier[0]!.id}`, fresh)).status).toBe(204);
    expect((await legacy.api.get('/api/me', old)).status).toBe(401);
    expect((await legacy.api.get('/api/me', fresh)).status).toBe(200);
  });
});
