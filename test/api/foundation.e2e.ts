import { Api, expectErrorBody } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';

describe('foundation: health, errors, limits', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
  });
  afterAll(() => server?.stop());

  it('GET /api/health answers 200 {status, db} once migrations have run', async () => {
    const res = await api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok' });
  });

  it('an unknown /api route is a JSON 404 in the contract shape', async () => {
    const res = await api.get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expectErrorBody(res.body);
  });

  it('malformed JSON is a 400 with the contract body', async () => {
    const res = await api.request('POST', '/api/health', { rawBody: '{"a":' });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
  });

  it('a JSON body that is not an object is a 400', async () => {
    for (const raw of ['[]', '"text"', '42', 'null']) {
      const res = await api.request('POST', '/api/login_check', { rawBody: raw });
      expect(res.status).toBe(400);
      expectErrorBody(res.body);
    }
  });

  it('a body over 1 MB is a 413', async () => {
    const res = await api.request('POST', '/api/login_check', { rawBody: JSON.stringify({ username: 'x'.repeat(1_100_000) }) });
    expect(res.status).toBe(413);
    expectErrorBody(res.body);
  });

  it('every answer carries a request id and security headers', async () => {
    const res = await api.get('/api/health');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
