import { DataSource } from 'typeorm';
import { AUTH_MESSAGES, REALTIME_MESSAGES } from '@ticklist/contracts';
import { registerOwner } from './support/accounts';
import { BAD_AUTH_HEADERS, HostileClient, badTokens, forgeJwt, jwtClaims, type Probe, type ProbeResult } from './support/hostile';
import { ROUTES, plausibleBody, routePath } from './support/hostile-routes';
import { buildHostileWorld, type HostileWorld } from './support/hostile-world';
import { closeAllSockets, connect, emitAck, refusal } from './support/realtime';

/**
 * Bearer tokens that must open nothing: forged (wrong secret), expired, `alg: none`, other
 * algorithms, tampered, malformed, of a deleted user, of an older password, of a guest row. Every
 * protected route answers each with 401 'Authentication required' in the contract shape, and the
 * socket handshake refuses each with connect_error 'Authentication required'.
 */
describe('hostile tokens', () => {
  jest.setTimeout(120_000);
  let w: HostileWorld;
  let client: HostileClient;
  let sockets = 0;

  beforeAll(async () => {
    w = await buildHostileWorld();
    client = new HostileClient(w.server.url);
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => {
    console.log(`hostile-auth: ${(client?.count ?? 0) + sockets} requests (${sockets} of them socket handshakes and messages)`);
    await w?.server.stop();
  });

  const protectedRoutes = ROUTES.filter((r) => r.auth);
  const is401 = (res: ProbeResult) =>
    res.status === 401 && res.body?.message === AUTH_MESSAGES.authenticationRequired ? null : 'expected 401 Authentication required';

  /** Not UTF-8 (latin1 bytes): refused as unreadable before any guard (issue 41). */
  const is400 = (res: ProbeResult) => (res.status === 400 && typeof res.body?.message === 'string' ? null : 'expected 400');

  /** Every protected route with `token` (or raw Authorization `header`). */
  const everyRoute = (label: string, auth: { token?: string; header?: string }, check = is401): Probe[] =>
    protectedRoutes.map((route) => ({
      label,
      method: route.method,
      path: routePath(route, w),
      body: plausibleBody(route, w),
      token: auth.token,
      headers: auth.header !== undefined ? { authorization: auth.header } : undefined,
      check,
    }));

  it('forged, expired, alg:none, tampered and malformed JWTs are a 401 on every protected route', async () => {
    const tokens = badTokens(w.owner.token, w.server.config.jwtSecret);
    const probes = Object.entries(tokens).flatMap(([label, token]) => everyRoute(label, { token }, label === 'latin1 characters' ? is400 : is401));
    await client.expectClean(probes);
    // The owner's data and session are untouched.
    expect((await client.send({ method: 'GET', path: '/api/me', token: w.owner.token })).status).toBe(200);
    expect((await client.send({ method: 'GET', path: `/api/checklist/${w.checklist.id}/edit`, token: w.owner.token })).body.title).toBe(w.checklist.title);
  });

  it('missing or malformed Authorization headers are a 401 on every protected route', async () => {
    const probes = [
      ...everyRoute('no header', {}),
      ...BAD_AUTH_HEADERS.flatMap((header) => everyRoute(`header ${JSON.stringify(header)}`, { header })),
      ...everyRoute('token in Basic', { header: `Basic ${w.owner.token}` }),
      ...everyRoute('token twice', { header: `Bearer ${w.owner.token} Bearer ${w.owner.token}` }),
      ...everyRoute('token with a comma', { header: `Bearer ${w.owner.token},x` }),
    ];
    await client.expectClean(probes);
  });

  it('a token in the query string or a cookie is not a session', async () => {
    const probes: Probe[] = protectedRoutes
      .filter((r) => r.method === 'GET')
      .flatMap((route) => [
        { method: 'GET', path: `${routePath(route, w)}?token=${w.owner.token}&access_token=${w.owner.token}`, check: is401 },
        { method: 'GET', path: routePath(route, w), headers: { cookie: `auth_token=${w.owner.token}; token=${w.owner.token}` }, check: is401 },
      ]);
    await client.expectClean(probes);
  });

  it("a guest row's id in a correctly signed JWT is not a session", async () => {
    const db = w.server.server.app.get(DataSource);
    const [guest] = await db.query(`SELECT id, token_version FROM users WHERE lower(email) = lower($1)`, [w.guest]);
    const now = Math.floor(Date.now() / 1000);
    const token = forgeJwt({ alg: 'HS256', typ: 'JWT' }, { sub: guest.id, ver: guest.token_version, iat: now, exp: now + 3600 }, w.server.config.jwtSecret);
    await client.expectClean(everyRoute('guest row', { token }));
    expect(await refusal(w.server.url, { token })).toBe(REALTIME_MESSAGES.authenticationRequired);
    sockets++;
  });

  it('the token of a deleted account is a 401 everywhere, over HTTP and at the socket handshake', async () => {
    const gone = await registerOwner(w.api, w.server);
    const socket = await connect(w.server.url, { token: gone.token });
    sockets++;
    const disconnected = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    expect((await client.send({ method: 'DELETE', path: '/api/user/account', token: gone.token })).status).toBe(200);
    await client.expectClean(everyRoute('deleted user', { token: gone.token }));
    expect(await refusal(w.server.url, { token: gone.token })).toBe(REALTIME_MESSAGES.authenticationRequired);
    sockets++;
    // A socket opened before the deletion is closed by it.
    await disconnected;
  });

  it('a token issued before a password change is a 401 everywhere; the new one works', async () => {
    const owner = await registerOwner(w.api, w.server);
    const newPassword = `${owner.password}-changed`;
    const changed = await client.send({
      method: 'PUT',
      path: '/api/user/password',
      token: owner.token,
      body: { currentPassword: owner.password, newPassword, confirmPassword: newPassword },
    });
    expect(changed.status).toBe(200);
    expect(jwtClaims(changed.body.token).ver).toBeGreaterThan(jwtClaims(owner.token).ver);
    await client.expectClean(everyRoute('old password', { token: owner.token }));
    expect(await refusal(w.server.url, { token: owner.token })).toBe(REALTIME_MESSAGES.authenticationRequired);
    sockets++;
    expect((await client.send({ method: 'GET', path: '/api/me', token: changed.body.token })).status).toBe(200);
  });

  it('the socket handshake refuses every bad token and every bad access token', async () => {
    const tokens = badTokens(w.owner.token, w.server.config.jwtSecret);
    const auths: Array<Record<string, unknown>> = [
      ...Object.values(tokens).map((token) => ({ token })),
      ...Object.values(tokens).map((token) => ({ accessToken: token })),
      { token: 0 },
      { token: true },
      { token: {} },
      { token: [w.owner.token] },
      { token: { toString: w.owner.token } },
      { token: 'x'.repeat(20_000) },
      { token: `${w.owner.token}\u0000` },
      { token: w.accessToken },
      { accessToken: w.owner.token },
      { accessToken: w.resetToken },
      { accessToken: w.unsubscribeToken },
      { accessToken: `${w.accessToken}x` },
      { accessToken: w.accessToken.slice(0, -1) },
      { accessToken: [w.accessToken] },
      { accessToken: { $ne: null } },
      { accessToken: 'A'.repeat(43) },
      { accessToken: `' OR 1=1--` },
      { accessToken: '\u202E'.repeat(50) },
      { accessToken: 'x'.repeat(20_000) },
      { token: '', accessToken: '' },
      { token: null, accessToken: null },
      { Authorization: `Bearer ${w.owner.token}` },
    ];
    const complaints: string[] = [];
    // A few at a time: each handshake is a polling request plus an upgrade.
    for (let i = 0; i < auths.length; i += 8) {
      await Promise.all(
        auths.slice(i, i + 8).map(async (auth) => {
          const message = await refusal(w.server.url, auth).catch((e: Error) => `connected: ${e.message}`);
          sockets++;
          if (message !== REALTIME_MESSAGES.authenticationRequired) complaints.push(`${JSON.stringify(auth).slice(0, 120)} → ${message}`);
        }),
      );
    }
    // Over Socket.IO's 64 KB buffer limit the handshake is cut off before any check: refused too.
    for (const auth of [{ token: 'x'.repeat(100_000) }, { accessToken: 'x'.repeat(100_000) }]) {
      await expect(connect(w.server.url, auth)).rejects.toBeDefined();
      sockets++;
    }
    expect(complaints).toEqual([]);
    // The genuine ones still work.
    const owner = await connect(w.server.url, { token: w.owner.token });
    await connect(w.server.url, { accessToken: w.accessToken });
    sockets += 2;
    expect(await emitAck(owner, 'checklist:subscribe', { checklistId: w.checklist.id })).toEqual({ ok: true });
  });

  it('hostile subscribe payloads are answered "Checklist not found", and the socket stays usable', async () => {
    const owner = await connect(w.server.url, { token: w.owner.token });
    sockets++;
    const payloads: unknown[] = [
      undefined,
      null,
      0,
      'x',
      [],
      [w.checklist.id],
      {},
      { checklistId: null },
      { checklistId: 1 },
      { checklistId: [w.checklist.id] },
      { checklistId: { $ne: null } },
      { checklistId: w.otherChecklist.id },
      { checklistId: `${w.checklist.id} ` },
      { checklistId: `${w.checklist.id}' OR '1'='1` },
      { checklistId: '../' },
      { checklistId: 'x'.repeat(20_000) },
      { checklistId: '\u0000' },
      { checklistId: w.checklist.items[0]!.id },
    ];
    const answers = [];
    for (const payload of payloads) answers.push(await emitAck(owner, 'checklist:subscribe', payload));
    for (const payload of payloads) await emitAck(owner, 'checklist:unsubscribe', payload);
    // Events without an ack, or with junk arguments, must not break the connection either.
    (owner.emit as (...a: unknown[]) => void)('checklist:subscribe');
    (owner.emit as (...a: unknown[]) => void)('checklist:subscribe', { checklistId: w.checklist.id }, 'not-a-function');
    (owner.emit as (...a: unknown[]) => void)('no-such-event', { x: 1 });
    sockets += payloads.length * 2 + 3;
    expect(answers).toEqual(payloads.map(() => ({ ok: false, message: REALTIME_MESSAGES.checklistNotFound })));
    expect(await emitAck(owner, 'checklist:subscribe', { checklistId: w.checklist.id.toUpperCase() })).toEqual({ ok: true });
    expect(owner.connected).toBe(true);
    // A message over the 64 KB buffer limit closes that connection (and only that one).
    const closed = new Promise<string>((resolve) => owner.once('disconnect', (reason) => resolve(reason)));
    (owner.emit as (...a: unknown[]) => void)('checklist:subscribe', { checklistId: 'x'.repeat(100_000) }, () => undefined);
    await closed;
    const again = await connect(w.server.url, { token: w.owner.token });
    sockets += 2;
    expect(await emitAck(again, 'checklist:subscribe', { checklistId: w.checklist.id })).toEqual({ ok: true });
  });
});
