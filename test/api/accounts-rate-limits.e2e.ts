import { AUTH_MAIL, AUTH_MESSAGES, GENERIC_MESSAGES } from '@ticklist/contracts';
import { waitFor } from '../kit';
import { registerOwner, startAccountsServer } from './support/accounts';
import { controlClock, MINUTE } from './support/follow-up';
import { Api, expectErrorBody, type ApiResponse } from './support/http';
import { readOutbox, type TestServer } from './support/test-server';

const expectLimited = (res: ApiResponse, windowSeconds: number) => {
  expect(res.status).toBe(429);
  expectErrorBody(res.body);
  expect(res.body.message).toBe(GENERIC_MESSAGES.tooManyRequests);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
};

/** Contract rate limits of the account calls (this suite turns them on; every call comes from 127.0.0.1). */
describe('accounts: rate limits', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startAccountsServer({ rateLimit: true });
    api = new Api(server.url);
  });
  afterAll(() => server?.stop());

  it('10 failed logins for one account from one address: the 11th is a 429 with Retry-After, even with the right password', async () => {
    const owner = await registerOwner(api, server);
    for (let i = 0; i < 10; i++) {
      const res = await api.post('/api/login_check', { username: owner.email, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    expectLimited(await api.post('/api/login_check', { username: owner.email, password: 'wrong-again' }), 15 * 60);
    expectLimited(await api.post('/api/login_check', { username: owner.email.toUpperCase(), password: owner.password }), 15 * 60);
    // Another account from the same address is not affected; the locked one's session still works.
    const other = await registerOwner(api, server);
    expect((await api.post('/api/login_check', { username: other.email, password: other.password })).status).toBe(200);
    expect((await api.get('/api/me', owner.token)).status).toBe(200);
  });

  it('an unknown address is limited the same way (no account enumeration)', async () => {
    const email = `ghost.${Date.now()}@example.com`;
    for (let i = 0; i < 10; i++) expect((await api.post('/api/login_check', { username: email, password: 'x-x-x-x-x-x' })).status).toBe(401);
    expectLimited(await api.post('/api/login_check', { username: email, password: 'x-x-x-x-x-x' }), 15 * 60);
  });

  it('successful logins are not counted', async () => {
    const owner = await registerOwner(api, server);
    for (let i = 0; i < 12; i++) expect((await api.post('/api/login_check', { username: owner.email, password: owner.password })).status).toBe(200);
  });

  it('forgot: 5 requests per address per hour, then 429; other addresses unaffected', async () => {
    const email = `forgot.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await api.post('/api/password/forgot', { email })).status).toBe(200);
    expectLimited(await api.post('/api/password/forgot', { email: email.toUpperCase() }), 3600);
    expect((await api.post('/api/password/forgot', { email: `other.${email}` })).status).toBe(200);
  });

  it('request_validate: 5 per user per hour, then 429', async () => {
    const owner = await registerOwner(api, server);
    for (let i = 0; i < 5; i++) {
      const res = await api.get('/api/email/request_validate', owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.verificationSent });
    }
    expectLimited(await api.get('/api/email/request_validate', owner.token), 3600);
    const other = await registerOwner(api, server);
    expect((await api.get('/api/email/request_validate', other.token)).status).toBe(200);
  });

  it('register: 30 attempts per IP per hour, then 429', async () => {
    // Registrations above used some of the 30; fill the rest with cheap invalid attempts.
    let answered = 0;
    for (let i = 0; i < 31; i++) {
      const res = await api.post('/api/register', {});
      if (res.status === 429) {
        expectLimited(res, 3600);
        break;
      }
      expect(res.status).toBe(422);
      answered++;
    }
    expect(answered).toBeLessThan(30);
    expectLimited(await api.post('/api/register', {}), 3600);
  });

  // Last: it exhausts the per-IP failed-login budget for everything after it.
  it('100 failed logins from one IP (any accounts): then 429', async () => {
    let failures = 0;
    for (let i = 0; i < 101; i++) {
      const res = await api.post('/api/login_check', { username: `ip-${i}-${Date.now()}@example.com`, password: 'no' });
      if (res.status === 429) {
        expectLimited(res, 15 * 60);
        break;
      }
      expect(res.status).toBe(401);
      failures++;
    }
    // Earlier tests in this suite failed 20 logins from the same address.
    expect(failures).toBe(80);
    const owner = await api.post('/api/login_check', { username: 'anyone@example.com', password: 'whatever-it-is' });
    expectLimited(owner, 15 * 60);
  });
});

/**
 * Limits against guessing that leave the owner a way in: failed sign-ins count per (account,
 * address) (10), per account (100) and per address (100) in 15 minutes; forgot counts 5 per address
 * an hour, but mails whenever no mail went to the address in the last 15 minutes. This server
 * believes X-Forwarded-For from loopback (TRUST_PROXY), so each request names its own address, and
 * its clock is the test's.
 */
describe('accounts: a stranger cannot lock the owner out', () => {
  jest.setTimeout(120_000);
  let server: TestServer;
  let api: Api;
  let clock: ReturnType<typeof controlClock>;

  beforeAll(async () => {
    server = await startAccountsServer({ rateLimit: true, env: { TRUST_PROXY: 'loopback' } });
    api = new Api(server.url);
    clock = controlClock(server);
  });
  afterAll(() => server?.stop());

  const login = (ip: string, username: string, password: string) =>
    api.request('POST', '/api/login_check', { body: { username, password }, headers: { 'x-forwarded-for': ip } });
  const forgot = (email: string) => api.post('/api/password/forgot', { email });
  const resetMails = (email: string) => readOutbox(server.dataDir).filter((m) => m.to.includes(email) && m.subject === AUTH_MAIL.resetSubject);
  const waitForResetMails = (email: string, count: number) =>
    waitFor(() => resetMails(email).length >= count, { timeoutMs: 10_000, describe: () => `${resetMails(email).length} of ${count} reset mails to ${email}` });

  it('10 wrong passwords from one address: that address gets 429, the owner signs in from another', async () => {
    const owner = await registerOwner(api, server);
    for (let i = 0; i < 10; i++) expect((await login('203.0.113.10', owner.email, `wrong-${i}`)).status).toBe(401);
    expectLimited(await login('203.0.113.10', owner.email, owner.password), 15 * 60);
    const signedIn = await login('198.51.100.20', owner.email, owner.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(owner.email);
    // The guesser's address may still sign in to other accounts (100 per address).
    const other = await registerOwner(api, server);
    expect((await login('203.0.113.10', other.email, other.password)).status).toBe(200);
  });

  it('100 wrong passwords on one account from many addresses: then 429 from any address, the right password included', async () => {
    const owner = await registerOwner(api, server);
    for (let i = 0; i < 100; i++) expect((await login(`192.0.2.${i + 1}`, owner.email, `wrong-${i}`)).status).toBe(401);
    expectLimited(await login('192.0.2.200', owner.email, owner.password), 15 * 60);
    expectLimited(await login('198.51.100.21', owner.email.toUpperCase(), owner.password), 15 * 60);
  });

  it('forgot: after 5 requests, one 15 minutes after the last mail still mails a link; sooner it is 429 until then', async () => {
    const owner = await registerOwner(api, server);
    for (let i = 0; i < 5; i++) expect((await forgot(owner.email)).status).toBe(200);
    await waitForResetMails(owner.email, 5);
    expectLimited(await forgot(owner.email), 15 * 60);

    clock.set(clock.now().getTime() + 15 * MINUTE);
    const again = await forgot(owner.email);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: AUTH_MESSAGES.forgotSent });
    await waitForResetMails(owner.email, 6);
    // That mail starts a new quiet quarter of an hour.
    expectLimited(await forgot(owner.email), 15 * 60);
    clock.set(clock.now().getTime() + 14 * MINUTE);
    expectLimited(await forgot(owner.email), 60);
    clock.set(clock.now().getTime() + MINUTE);
    expect((await forgot(owner.email)).status).toBe(200);
    await waitForResetMails(owner.email, 7);
    expect(resetMails(owner.email)).toHaveLength(7);
  });

  it('forgot: an address without an account is answered exactly the same way', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await forgot(email)).status).toBe(200);
    expectLimited(await forgot(email), 15 * 60);
    clock.set(clock.now().getTime() + 15 * MINUTE);
    expect((await forgot(email)).status).toBe(200);
    expectLimited(await forgot(email), 15 * 60);
    expect(resetMails(email)).toHaveLength(0);
  });
});
