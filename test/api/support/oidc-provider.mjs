// A real OpenID Provider for the single sign-on suites: `oidc-provider` (a certified implementation)
// on loopback, run as a child process (an ES module, which jest's CommonJS runtime cannot load).
//
//   node test/api/support/oidc-provider.mjs PORT REDIRECT_URI [PERSON_JSON]
//
// One client: `ticklist` / `ticklist-secret`, PKCE required. Its sign-in page is
// `GET /interaction/{uid}?sub=…&email=…&email_verified=true|false&name=…`: the person the test
// names signs in at once (consent is given); without a query, PERSON_JSON's
// (`{"sub","email","email_verified","name"}`, for a browser that just follows the redirects).
// Prints "ready" when it listens.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const [port, redirectUri, personJson] = process.argv.slice(2);
const defaultPerson = personJson ? JSON.parse(personJson) : null;
const issuer = `http://127.0.0.1:${port}`;
/** The people who signed in, by subject: their claims. */
const people = new Map();

const provider = new Provider(issuer, {
  clients: [{ client_id: 'ticklist', client_secret: 'ticklist-secret', redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
  findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...people.get(sub) }) }),
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  // Consent is taken as given: the grant is made on the spot.
  loadExistingGrant: async (ctx) => {
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
  cookies: { keys: ['test-only-cookie-key'] },
});
provider.proxy = false;

const server = createServer(async (req, res) => {
  const url = new URL(req.url, issuer);
  if (!url.pathname.startsWith('/interaction/')) return provider.callback()(req, res);
  try {
    const asked = url.searchParams.has('sub')
      ? { sub: url.searchParams.get('sub'), email: url.searchParams.get('email'), email_verified: url.searchParams.get('email_verified') === 'true', name: url.searchParams.get('name') || undefined }
      : defaultPerson;
    const { sub, ...claims } = asked;
    people.set(sub, claims);
    await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
});
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => process.exit(0));
