import { Api } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';

describe('GET /api/public-config', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { SUPPORT_EMAIL: 'help@example.org' } });
  });
  afterAll(() => server?.stop());

  it('answers the configured support address and nothing else, without sign-in', async () => {
    const res = await new Api(server.url).get('/api/public-config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ supportEmail: 'help@example.org' });
  });
});
