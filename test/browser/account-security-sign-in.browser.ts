import type { BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { call, CHROMIUM_ARGS, CHROMIUM_PATH } from '../kit';
import { expect, test, type RunningApp } from './support/fixtures';
import { hasHorizontalScroll, newPage, PHONE } from './support/browser';
import { fillLogin, storedSession } from './support/accounts';
import { expectAxeClean, shot } from './support/page-checks';
import { registerVerifiedOwner } from './support/sharing';

/**
 * Account › Security (issue 49): an authenticator app and passkeys set up from the page, and
 * "Sign in with a passkey" on the login page, with Chromium's virtual authenticator standing in
 * for the phone. Passkeys are offered only at https:// or http://localhost: this file's app is
 * opened at localhost.
 */
test.use({
  appHost: 'localhost',
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP localhost 127.0.0.1'] },
});

const at = (app: RunningApp, path: string) => `${app.url.replace('127.0.0.1', 'localhost')}${path}`;
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/**
 * A platform authenticator (resident keys, user verification) for the page; `present(false)`: it
 * answers nothing until `present(true)`, as a phone left untouched.
 */
async function pageWithAuthenticator(context: BrowserContext, page: Page): Promise<{ present: (enabled: boolean) => Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    present: async (enabled) => {
      await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
    },
  };
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL(/\/login$/);
}

async function signInWithPassword(page: Page, app: RunningApp, email: string, password: string): Promise<void> {
  await page.goto(at(app, '/login'));
  await fillLogin(page, email, password);
  await page.waitForURL(/\/dashboard$/);
}

test('Security: set up an authenticator app (QR code, typed code, 10 recovery codes once), then turn it off with the password and a code', async ({ app, browser }) => {
  const owner = await registerVerifiedOwner(app, 'totp-page');
  const { context, page } = await newPage(browser, PHONE);
  try {
    await signInWithPassword(page, app, owner.email, owner.password);
    await page.goto(at(app, '/dashboard/account/security'));
    const panel = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Two-factor authentication' }) });
    await panel.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await panel.getByLabel('Set-up key').inputValue();
    const code = panel.getByLabel('Code from the app');
    await code.fill('000000');
    await panel.getByRole('button', { name: 'Turn on' }).click();
    await expect(code).toHaveAccessibleDescription(/That code is not right/);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectAxeClean(page);
    await shot(page, 'security-totp-setup-390');

    await code.fill(codeOf(secret));
    await panel.getByRole('button', { name: 'Turn on' }).click();
    const codes = panel.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allInnerTexts();
    await expectAxeClean(page);
    await shot(page, 'security-totp-recovery-codes-390');
    await panel.getByRole('button', { name: 'I have saved them' }).click();
    await expect(panel.getByRole('list', { name: 'Your recovery codes' })).toHaveCount(0);
    await expect(panel.getByText('On: logging in with your password also asks for a code')).toBeVisible();
    // On for real: a password sign-in now asks for the code.
    expect((await call(app.url, 'POST', '/api/login_check', { username: owner.email, password: owner.password })).body.mfaRequired).toBe(true);
    await expectAxeClean(page);
    await shot(page, 'security-totp-on-390');

    const off = panel.getByRole('form', { name: 'Turn off two-factor authentication' });
    await off.getByLabel('Password', { exact: true }).fill(owner.password);
    await off.getByLabel('Code from the app').fill(recoveryCodes[0]);
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(panel.getByRole('status')).toContainText('Two-factor authentication is off.');
    await expect(panel.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
    expect(Object.keys((await call(app.url, 'POST', '/api/login_check', { username: owner.email, password: owner.password })).body).sort()).toEqual(['token', 'user']);
  } finally {
    await context.close();
  }
});

test('passkeys: add one on Security, sign out, sign in with it from the login page, see it used, remove it', async ({ app, browser }) => {
  const owner = await registerVerifiedOwner(app, 'passkey-page');
  const { context, page } = await newPage(browser, PHONE);
  page.on('dialog', (dialog) => void dialog.accept());
  try {
    const authenticator = await pageWithAuthenticator(context, page);
    await signInWithPassword(page, app, owner.email, owner.password);
    await page.goto(at(app, '/dashboard/account/security'));
    const panel = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Passkeys' }) });
    await expect(panel.getByText('No passkeys yet.')).toBeVisible();
    await panel.getByLabel('Name').fill('Phone');
    await panel.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(panel.getByRole('status')).toContainText('Passkey added.');
    const item = panel.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Phone');
    await expect(item).toContainText('Not used yet');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectAxeClean(page);
    await shot(page, 'security-passkeys-390');

    // The login page also asks for a passkey in the username field's suggestions (conditional UI):
    // the authenticator stays silent until the button is pressed.
    await authenticator.present(false);
    await logOut(page);
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    await expectAxeClean(page);
    await shot(page, 'login-passkey-390');
    await authenticator.present(true);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(async () => (await storedSession(page)).user?.email).toBe(owner.email);

    await page.goto(at(app, '/dashboard/account/security'));
    await expect(item).not.toContainText('Not used yet');
    const current = page.getByRole('list', { name: 'Your signed-in sessions' }).getByRole('listitem').filter({ hasText: 'This browser' });
    await expect(current).toContainText('Signed in withPasskey');
    await item.getByRole('button', { name: 'Remove Phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await expect(dialog).toContainText('“Phone” will no longer log you in.');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(panel.getByText('No passkeys yet.')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('passkeys: the username field offers the passkey (conditional UI): picking it signs in without the button', async ({ app, browser }) => {
  const owner = await registerVerifiedOwner(app, 'passkey-autofill');
  const { context, page } = await newPage(browser, PHONE);
  page.on('dialog', (dialog) => void dialog.accept());
  try {
    await pageWithAuthenticator(context, page);
    await signInWithPassword(page, app, owner.email, owner.password);
    await page.goto(at(app, '/dashboard/account/security'));
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
    const before = (await storedSession(page)).token;
    // Chromium's virtual authenticator picks the offered passkey at once, as a person would from the list.
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect.poll(async () => (await storedSession(page)).token ?? before).not.toBe(before);
    expect((await storedSession(page)).user.email).toBe(owner.email);
    await page.waitForURL(/\/dashboard/);
  } finally {
    await context.close();
  }
});
