import { PASSKEY_MESSAGES } from '@ticklist/contracts';
import { Api } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';

describe('GET /api/public-config', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { SUPPORT_EMAIL: 'help@example.org', APP_URL: 'http://lists.example.com' } });
  });
  afterAll(() => server?.stop());

  it('answers the configured support address and how one signs in (no passkeys on a plain-http address), without sign-in', async () => {
    const res = await new Api(server.url).get('/api/public-config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ supportEmail: 'help@example.org', signIn: { password: true, passkeys: false, oidc: null } });
  });

  it('where browsers allow no passkeys (APP_URL neither https:// nor http://localhost) their routes answer 404', async () => {
    const res = await new Api(server.url).post('/api/login/passkey/options', {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: PASSKEY_MESSAGES.unavailable });
  });
});
