import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, ROOT, waitFor } from '../kit';
import { expect, test as base } from './support/fixtures';
import { hasHorizontalScroll, newPage, PHONE } from './support/browser';
import { storedSession } from './support/accounts';
import { expectAxeClean, shot } from './support/page-checks';

/**
 * "Sign in with Acme SSO" in the browser (issue 49), against a real OpenID Provider (`oidc-provider`
 * on loopback, a child of this worker): the login page's button, the provider, back to /login/sso,
 * the dashboard; and the page that says why a sign-in was refused. The app is at localhost.
 */
const test = base.extend<object, { providerPort: number }>({
  // Playwright reads a fixture's dependencies from its first parameter: this one needs none but
  // must name one (an empty pattern is refused by the linter).
  providerPort: [async ({ appHost: _none }, use) => use(await freePort()), { scope: 'worker' }],
  appHost: ['localhost', { scope: 'worker' }],
  appEnv: [
    async ({ providerPort }, use) =>
      use({ OIDC_ISSUER: `http://127.0.0.1:${providerPort}`, OIDC_CLIENT_ID: 'ticklist', OIDC_CLIENT_SECRET: 'ticklist-secret', OIDC_PROVIDER_NAME: 'Acme SSO', OIDC_ALLOWED_DOMAINS: 'acme.example' }),
    { scope: 'worker' },
  ],
});
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP localhost 127.0.0.1'] } });

let provider: ChildProcess | undefined;
test.afterAll(() => {
  provider?.kill('SIGTERM');
});

test('single sign-on: the button, the provider, back signed in with a new account; a refused sign-in says why', async ({ app, browser, providerPort }) => {
  const base = app.url.replace('127.0.0.1', 'localhost');
  const email = `sso.${Date.now().toString(36)}@acme.example`;
  provider = spawn(process.execPath, [join(ROOT, 'test', 'api', 'support', 'oidc-provider.mjs'), String(providerPort), `${base}/api/auth/oidc/callback`, JSON.stringify({ sub: `sub-${email}`, email, email_verified: true, name: 'Sso Person' })], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  provider.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await waitFor(() => out.includes('ready'), { timeoutMs: 30_000, describe: () => 'provider not ready' });

  const { context, page } = await newPage(browser, PHONE);
  try {
    await page.goto(`${base}/login`);
    const button = page.getByRole('link', { name: 'Sign in with Acme SSO' });
    await expect(button).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectAxeClean(page);
    await shot(page, 'login-sso-390');
    await button.click();
    await page.waitForURL(/\/dashboard$/);
    expect((await storedSession(page)).user.email).toBe(email);
    // The code left the address at once: it is in no history entry.
    expect(page.url()).not.toContain('code=');

    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}/login/sso#error=domain`);
    await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on did not work' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Addresses of your domain cannot get an account here. Ask your administrator.');
    expect(page.url()).toBe(`${base}/login/sso`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectAxeClean(page);
    await shot(page, 'login-sso-refused-390');
    await page.getByRole('link', { name: 'Back to log in' }).click();
    await page.waitForURL(/\/login$/);
  } finally {
    await context.close();
  }
});
