import { randomBytes } from 'node:crypto';
import { GENERIC_MESSAGES } from '@ticklist/contracts';
import { startServer, type RunningServer } from '../kit';
import { newRegistration, registerOwner, registerVerifiedOwner, type Owner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { Api, expectErrorBody, type ApiResponse } from './support/http';
import { accessTokenFromOutbox, guestEmail, shareChecklist, shareMailsTo } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The contract's rate limits, each answered 429 `{ message }` with a whole-number Retry-After:
 * failed logins per (account, IP) (10 / 15 min), per account and per IP (100 / 15 min each),
 * register (30 per IP per hour), forgot (5 per address per hour, then one mail per quiet quarter
 * hour: accounts-rate-limits.e2e.ts), request_validate (5 per user per hour), share (60 per owner
 * per hour), respond (50 per access token per second).
 *
 * Every request here comes from 127.0.0.1 and the test server does not trust X-Forwarded-For
 * (TRUST_PROXY is off unless set), so per-IP counters are shared by the whole file: the
 * tests run in order and count what earlier ones spent (`spent`), per-owner counters likewise.
 */
describe('rate limits', () => {
  jest.setTimeout(180_000);
  let server: TestServer;
  let api: Api;
  let requests = 0;
  const spent = { register: 0, failedLogins: 0, shares: 0 };
  let verified: Owner;
  let unverified: Owner;
  let victim: Owner;

  beforeAll(async () => {
    server = await startTestServer({ rateLimit: true });
    api = new Api(server.url);
    verified = await registerVerifiedOwner(api, server);
    unverified = await registerOwner(api, server);
    victim = await registerOwner(api, server);
    spent.register += 3;
    requests += 4;
  });
  afterAll(async () => {
    console.log(`security-rate-limits: ${requests} requests`);
    await server?.stop();
  });

  const send = async (method: string, path: string, body?: unknown, token?: string, headers?: Record<string, string>) => {
    requests++;
    return api.request(method, path, { body, token, headers });
  };

  /** A 429 in the contract shape with a Retry-After of whole seconds within the window. */
  const expectLimited = (res: ApiResponse, windowSeconds: number) => {
    expect(res.status).toBe(429);
    expectErrorBody(res.body);
    expect(res.body).toEqual({ message: GENERIC_MESSAGES.tooManyRequests });
    const retryAfter = res.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(windowSeconds);
  };

  const failLogin = async (username: string, headers?: Record<string, string>) => {
    const res = await send('POST', '/api/login_check', { username, password: 'definitely-wrong-password' }, undefined, headers);
    if (res.status === 401) spent.failedLogins++;
    return res;
  };

  it('login: the 11th attempt after 10 failures on one account from one IP is a 429, even with the right password', async () => {
    for (let i = 0; i < 10; i++) expect((await failLogin(victim.email)).status).toBe(401);
    expectLimited(await failLogin(victim.email), 15 * 60);
    expectLimited(await send('POST', '/api/login_check', { username: victim.email, password: victim.password }), 15 * 60);
    // Spelled differently, it is the same account.
    expectLimited(await send('POST', '/api/login_check', { username: `  ${victim.email.toUpperCase()} `, password: victim.password }), 15 * 60);
    // Another account is not affected.
    expect((await send('POST', '/api/login_check', { username: verified.email, password: verified.password })).status).toBe(200);
  });

  it('forgot: 5 per address per hour, then 429; another address is unaffected', async () => {
    const address = victim.email;
    for (let i = 0; i < 5; i++) expect((await send('POST', '/api/password/forgot', { email: address })).status).toBe(200);
    expectLimited(await send('POST', '/api/password/forgot', { email: address }), 3600);
    expectLimited(await send('POST', '/api/password/forgot', { email: address.toUpperCase() }), 3600);
    expect((await send('POST', '/api/password/forgot', { email: verified.email })).status).toBe(200);
  });

  it('request_validate: 5 per user per hour, then 429', async () => {
    for (let i = 0; i < 5; i++) expect((await send('GET', '/api/email/request_validate', undefined, unverified.token)).status).toBe(200);
    expectLimited(await send('GET', '/api/email/request_validate', undefined, unverified.token), 3600);
    expect((await send('GET', '/api/email/request_validate', undefined, verified.token)).status).toBe(200);
  });

  it('respond: over 50 saves per access token within a second are 429; another token is unaffected', async () => {
    const checklist = await createChecklist(api, verified.token, { title: 'respond limits' });
    const [g1, g2] = [guestEmail('r1'), guestEmail('r2')];
    await shareChecklist(api, verified.token, checklist.id, [g1, g2]);
    spent.shares++;
    requests += 2;
    const [t1, t2] = [await accessTokenFromOutbox(server, g1), await accessTokenFromOutbox(server, g2)];
    const item = checklist.items[0]!.id;
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) => send('POST', `/api/guest/shared/${t1}/respond`, { item, key: 'complete', value: i % 2 === 0 })),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const limited = burst.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    for (const r of limited) expectLimited(r, 1);
    expect((await send('POST', `/api/guest/shared/${t2}/respond`, { item, key: 'complete', value: true })).status).toBe(200);
  });

  it('share: 60 calls per owner per hour, then 429 (and no mail for the refused call)', async () => {
    const checklist = await createChecklist(api, verified.token);
    const guest = guestEmail('limit');
    for (let i = spent.shares; i < 60; i++) {
      const res = await send('POST', `/api/checklist/${checklist.id}/share`, { emails: [guest] }, verified.token);
      expect(res.status).toBe(200);
    }
    const refused = guestEmail('refused');
    expectLimited(await send('POST', `/api/checklist/${checklist.id}/share`, { emails: [refused] }, verified.token), 3600);

    // Per owner: another owner still shares. Its invitation, queued after the refused call, is the
    // marker: once it is mailed, a mail for the refused call would have been too.
    const other = await registerVerifiedOwner(api, server);
    spent.register += 1;
    requests += 3;
    const theirs = await createChecklist(api, other.token);
    const marker = guestEmail('marker');
    expect((await send('POST', `/api/checklist/${theirs.id}/share`, { emails: [marker] }, other.token)).status).toBe(200);
    await accessTokenFromOutbox(server, marker);
    expect(shareMailsTo(server, refused)).toHaveLength(0);
  });

  it('login: 100 failures from one IP (any accounts), then 429 for everyone from it; X-Forwarded-For does not get around it', async () => {
    const already = spent.failedLogins;
    expect(already).toBeLessThan(100);
    let i = 0;
    while (spent.failedLogins < 100) {
      // A fresh address each time: no account reaches its own limit of 10.
      const res = await failLogin(`nobody.${i++}@example.org`);
      expect(res.status).toBe(401);
    }
    expect(i).toBe(100 - already);
    expectLimited(await failLogin('one.more@example.org'), 15 * 60);
    // A correct password from this IP is refused too, whatever the request claims about its origin.
    expectLimited(await send('POST', '/api/login_check', { username: verified.email, password: verified.password }), 15 * 60);
    for (const xff of ['203.0.113.7', '10.0.0.1, 203.0.113.8', '::1']) {
      expectLimited(
        await send('POST', '/api/login_check', { username: verified.email, password: verified.password }, undefined, { 'x-forwarded-for': xff, 'x-real-ip': xff, forwarded: `for=${xff}` }),
        15 * 60,
      );
    }
  });

  it('register: 30 attempts per IP per hour (valid or not), then 429; X-Forwarded-For does not get around it', async () => {
    const already = spent.register;
    for (let i = already; i < 30; i++) {
      // Invalid attempts count too (the limit is on attempts, not sign-ups).
      const body = i % 2 === 0 ? newRegistration(server) : { ...newRegistration(server), inviteCode: 'wrong' };
      const res = await send('POST', '/api/register', body);
      expect([201, 422]).toContain(res.status);
    }
    expectLimited(await send('POST', '/api/register', newRegistration(server)), 3600);
    expectLimited(await send('POST', '/api/register', newRegistration(server), undefined, { 'x-forwarded-for': '198.51.100.9' }), 3600);
  });

  it('nothing else is limited: reads keep working from the limited IP', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await send('GET', '/api/me', undefined, verified.token)).status).toBe(200);
    }
    expect((await send('GET', '/api/checklist', undefined, verified.token)).status).toBe(200);
  });
});

/**
 * The built server in production mode (NODE_ENV=production, JWT_SECRET), reached directly as a
 * container's published port would be: it trusts no proxy unless TRUST_PROXY says so, so a client
 * rotating X-Forwarded-For is still one address to the per-IP limit, and the start-up log says so.
 */
describe('rate limits in production, reached directly', () => {
  jest.setTimeout(180_000);
  let proc: RunningServer;
  let api: Api;

  beforeAll(async () => {
    proc = await startServer({
      name: 'production',
      env: { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('base64url'), RATE_LIMIT: 'on', LOG_LEVEL: 'info' },
      inheritEnv: false,
    });
    api = new Api(proc.url);
  });
  afterAll(() => proc?.stop());

  it('says at start that no proxy is trusted', () => {
    expect(proc.output()).toContain('Trusted proxies: none');
  });

  it('counts failed logins with a different X-Forwarded-For each time against the one caller: the 101st is a 429', async () => {
    const attempt = (i: number) =>
      api.request('POST', '/api/login_check', {
        body: { username: `rotating.${i}@example.org`, password: 'definitely-wrong-password' },
        headers: { 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.${i % 200}`, 'x-real-ip': `192.0.2.${i % 250}` },
      });
    for (let i = 0; i < 100; i++) expect((await attempt(i)).status).toBe(401);
    const refused = await attempt(100);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: GENERIC_MESSAGES.tooManyRequests });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
