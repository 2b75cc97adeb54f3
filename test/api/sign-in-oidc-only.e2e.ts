import { OIDC_MESSAGES } from '@ticklist/contracts';
import { registerOwner } from './support/accounts';
import { useTestServer } from './support/test-server';

const BREAKGLASS = 'root@acme.example';

/** OIDC_ONLY=on (issue 49): the password forms answer 403 for every address but the break-glass one. */
describe('sign-in: single sign-on only (OIDC_ONLY=on)', () => {
  const suite = useTestServer({
    env: { OIDC_ISSUER: 'https://id.acme.example', OIDC_CLIENT_ID: 'ticklist', OIDC_PROVIDER_NAME: 'Acme SSO', OIDC_ONLY: 'on', OIDC_BREAKGLASS_EMAIL: BREAKGLASS },
  });

  it('register, login_check and password/forgot are 403 but for OIDC_BREAKGLASS_EMAIL; the pages are told to hide the forms', async () => {
    expect((await suite.api.get('/api/public-config')).body.signIn).toMatchObject({ password: false, oidc: { name: 'Acme SSO' } });
    const refused = { message: OIDC_MESSAGES.ssoOnly };
    const register = await suite.api.post('/api/register', { username: 'someone', email: 'ada@acme.example', password: 'a-long-password-1', inviteCode: suite.server.inviteCode, agreeToTerms: true });
    expect([register.status, register.body]).toEqual([403, refused]);
    const login = await suite.api.post('/api/login_check', { username: 'ada@acme.example', password: 'a-long-password-1' });
    expect([login.status, login.body]).toEqual([403, refused]);
    const forgot = await suite.api.post('/api/password/forgot', { email: 'ada@acme.example' });
    expect([forgot.status, forgot.body]).toEqual([403, refused]);

    const root = await registerOwner(suite.api, suite.server, { email: 'Root@Acme.example' });
    const rootLogin = await suite.api.post('/api/login_check', { username: BREAKGLASS, password: root.password });
    expect(rootLogin.status).toBe(200);
    expect((await suite.api.post('/api/password/forgot', { email: BREAKGLASS })).status).toBe(200);
  });
});
