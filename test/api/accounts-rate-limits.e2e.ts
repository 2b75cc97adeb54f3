import { AUTH_MESSAGES, GENERIC_MESSAGES } from '@ticklist/contracts';
import { registerOwner, startAccountsServer } from './support/accounts';
import { Api, expectErrorBody, type ApiResponse } from './support/http';
import type { TestServer } from './support/test-server';

/** Contract rate limits of the account calls (this suite turns them on; every call comes from 127.0.0.1). */
describe('accounts: rate limits', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startAccountsServer({ rateLimit: true });
    api = new Api(server.url);
  });
  afterAll(() => server?.stop());

  const expectLimited = (res: ApiResponse, windowSeconds: number) => {
    expect(res.status).toBe(429);
    expectErrorBody(res.body);
    expect(res.body.message).toBe(GENERIC_MESSAGES.tooManyRequests);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  };

  it('10 failed logins for one account: the 11th is a 429 with Retry-After, even with the right password', async () => {
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
