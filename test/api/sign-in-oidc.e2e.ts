import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { OIDC_MESSAGES, type UserSession } from '@ticklist/contracts';
import { freePort, ROOT, startServer, waitFor, type RunningServer } from '../kit';
import { Api } from './support/http';

const PROVIDER_NAME = 'Acme SSO';

interface Person {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

const hex = () => randomBytes(4).toString('hex');

/**
 * Single sign-on (issue 49) against a real OpenID Provider (`oidc-provider`, started on loopback as
 * a child): the authorization code flow with PKCE end to end, the account rules, the provider down.
 * The server runs as a child too (openid-client is an ES module).
 */
describe('sign-in: single sign-on (OIDC)', () => {
  jest.setTimeout(120_000);
  let server: RunningServer;
  let api: Api;
  let providerPort: number;
  let provider: ChildProcess | undefined;

  beforeAll(async () => {
    providerPort = await freePort();
    server = await startServer({
      name: 'oidc',
      env: (port) => ({
        APP_URL: `http://127.0.0.1:${port}`,
        OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
        OIDC_CLIENT_ID: 'ticklist',
        OIDC_CLIENT_SECRET: 'ticklist-secret',
        OIDC_PROVIDER_NAME: PROVIDER_NAME,
        OIDC_ALLOWED_DOMAINS: 'acme.example',
      }),
    });
    api = new Api(server.url);
  });
  afterAll(async () => {
    if (provider && provider.exitCode === null) {
      const exited = new Promise((resolve) => provider!.once('exit', resolve));
      provider.kill('SIGTERM');
      await exited;
    }
    await server?.stop();
  });

  /** Starts the provider on its port (the server was told it before it existed). */
  async function startProvider(): Promise<void> {
    provider = spawn(process.execPath, [join(ROOT, 'test', 'api', 'support', 'oidc-provider.mjs'), String(providerPort), `${server.url}/api/auth/oidc/callback`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Its warnings (in-memory storage, development keys: fine for a test) are kept for a failure's message only.
    let out = '';
    provider.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    provider.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await waitFor(() => out.includes('ready'), { timeoutMs: 30_000, describe: () => `provider not ready: ${out}` });
  }

  /**
   * A browser's round trip: "Sign in with Acme SSO", the person signs in at the provider, and back:
   * the page address the callback sends the browser to (`/login/sso#…`). Cookies are the provider's
   * own (its session); the server sets none.
   */
  async function roundTrip(person: Person): Promise<string> {
    const jar = new Map<string, string>();
    let url = `${server.url}/api/auth/oidc/start`;
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
      if (url.startsWith(server.url)) expect(res.headers.getSetCookie()).toEqual([]);
      for (const cookie of res.headers.getSetCookie()) {
        const pair = cookie.split(';')[0]!;
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`${url} answered ${res.status} without a location: ${await res.text()}`);
      const next = new URL(location, url);
      if (next.href.startsWith(`${server.url}/login/sso`)) return next.href;
      if (next.pathname.startsWith('/interaction/')) {
        next.search = new URLSearchParams({ sub: person.sub, email: person.email, email_verified: String(person.emailVerified), name: person.name ?? '' }).toString();
      }
      url = next.href;
    }
    throw new Error('too many redirects');
  }

  const fragment = (pageUrl: string) => Object.fromEntries(new URLSearchParams(new URL(pageUrl).hash.slice(1)));
  const exchange = (code: string) => api.post('/api/auth/oidc/exchange', { code });
  const register = async (email: string) => {
    const password = `Pw-${randomBytes(12).toString('base64url')}`;
    const res = await api.post('/api/register', { username: `owner_${hex()}`, email, password, inviteCode: server.inviteCode, agreeToTerms: true });
    expect(res.status).toBe(201);
    return { email, password, id: res.body.user.id as string };
  };

  it('provider down: the page is told single sign-on is unreachable; password sign-in is unaffected', async () => {
    const config = await api.get('/api/public-config');
    expect(config.body.signIn).toEqual({ password: true, passkeys: false, oidc: { name: PROVIDER_NAME } });
    const res = await fetch(`${server.url}/api/auth/oidc/start`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${server.url}/login/sso#error=unavailable`);
    const owner = await register(`down.${hex()}@acme.example`);
    const login = await api.post('/api/login_check', { username: owner.email, password: owner.password });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body).sort()).toEqual(['token', 'user']);
    await startProvider();
  });

  it('first sign-in makes the account (no invite code, no password, address proven); the code works once; later sign-ins match by subject', async () => {
    const person = { sub: `sub-${hex()}`, email: `ada.${hex()}@acme.example`, emailVerified: true, name: 'Ada Lovelace' };
    const start = await fetch(`${server.url}/api/auth/oidc/start`, { redirect: 'manual' });
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(`http://127.0.0.1:${providerPort}`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    for (const param of ['state', 'nonce', 'code_challenge']) expect(authorize.searchParams.get(param)?.length).toBeGreaterThanOrEqual(32);

    const page = await roundTrip(person);
    const { code } = fragment(page);
    expect(code).toBeTruthy();
    const first = await exchange(code!);
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ email: person.email, username: 'Ada.Lovelace', emailValidated: true });
    const replay = await exchange(code!);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: OIDC_MESSAGES.codeInvalid });

    const sessions = await api.get<{ sessions: UserSession[] }>('/api/user/sessions', first.body.token);
    expect(sessions.body.sessions.find((s) => s.current)?.method).toBe('sso');
    // No password: the password form cannot sign in to it.
    expect((await api.post('/api/login_check', { username: person.email, password: 'any-password-at-all' })).status).toBe(401);

    // The provider's address changed: the subject still finds the account.
    const again = fragment(await roundTrip({ ...person, email: `ada.new.${hex()}@acme.example` }));
    const second = await exchange(again.code!);
    expect(second.body.user.id).toBe(first.body.user.id);
  });

  it('an owner account with the address is linked only when the provider vouches for it (email_verified)', async () => {
    const owner = await register(`grace.${hex()}@elsewhere.example`);
    const unverified = fragment(await roundTrip({ sub: `sub-${hex()}`, email: owner.email, emailVerified: false }));
    expect(unverified).toEqual({ error: 'unverified' });

    const sub = `sub-${hex()}`;
    const linked = fragment(await roundTrip({ sub, email: owner.email, emailVerified: true }));
    const session = await exchange(linked.code!);
    expect(session.body.user.id).toBe(owner.id);
    // Its password still works as before.
    expect((await api.post('/api/login_check', { username: owner.email, password: owner.password })).status).toBe(200);
  });

  it('no new account for an address the provider does not vouch for, or of a domain not allowed; a replayed state is refused', async () => {
    expect(fragment(await roundTrip({ sub: `sub-${hex()}`, email: `new.${hex()}@acme.example`, emailVerified: false }))).toEqual({ error: 'unverified' });
    const outsider = `outsider.${hex()}@elsewhere.example`;
    expect(fragment(await roundTrip({ sub: `sub-${hex()}`, email: outsider, emailVerified: true }))).toEqual({ error: 'domain' });
    expect((await api.post('/api/login_check', { username: outsider, password: 'x' })).status).toBe(401);

    const start = await fetch(`${server.url}/api/auth/oidc/start`, { redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const forged = await fetch(`${server.url}/api/auth/oidc/callback?code=made-up&state=${state}`, { redirect: 'manual' });
    expect(forged.headers.get('location')).toBe(`${server.url}/login/sso#error=failed`);
    const replayed = await fetch(`${server.url}/api/auth/oidc/callback?code=made-up&state=${state}`, { redirect: 'manual' });
    expect(replayed.headers.get('location')).toBe(`${server.url}/login/sso#error=expired`);
    // The code and state never reach the log.
    expect(server.output()).not.toContain(state);
  });
});
