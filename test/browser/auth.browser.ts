import type { Browser, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { AUTH_UI } from '@ticklist/contracts';
import { call } from '../kit';
import { expect, test, type RunningApp } from './support/fixtures';
import { hasHorizontalScroll, newPage, PHONE } from './support/browser';
import { registerOwner, signInPage } from './support/session';
import { createChecklist, mailedPath, registerVerifiedOwner } from './support/sharing';
import { expectDescribedBy, fillLogin, storedSession } from './support/accounts';
import { mailCount } from './support/mail';

/** Auth screens end to end against the built app (spec sections 2, 4, 5, 8). */
test.describe('auth pages', () => {
  let app: RunningApp;
  let browser: Browser;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
  });

  async function withPage(fn: (page: Page) => Promise<void>, viewport = PHONE) {
    const { context, page } = await newPage(browser, viewport);
    try {
      await fn(page);
    } finally {
      await context.close();
    }
  }

  const unique = () => randomBytes(4).toString('hex');

  test('register → dashboard, signed in with both storage keys', () =>
    withPage(async (page) => {
      const id = unique();
      await page.goto(`${app.url}/register`);
      await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      await expect(page).toHaveTitle('Create Account · Ticklist');
      // The username rule is said before it can fail (issue 44).
      await expect(page.getByLabel('Username')).toHaveAccessibleDescription(AUTH_UI.usernameHint);
      await page.getByLabel('Username').fill(`new_${id}`);
      await page.getByLabel('Email').fill(`new-${id}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill(`Long-enough-pass-${id}`);
      await page.getByLabel('Alpha Tester Invite Code').fill(app.inviteCode);
      await page.getByLabel(/I agree to the/).check();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL(/\/dashboard$/);
      const session = await storedSession(page);
      expect(session.token).toBeTruthy();
      expect(session.user.email).toBe(`new-${id}@example.com`);
    }));

  test('register: the password toggle shows and hides, required fields are marked, server errors sit under their fields', () =>
    withPage(async (page) => {
      await page.goto(`${app.url}/register`);
      const password = page.getByLabel('Password', { exact: true });
      await password.fill('secret-value');
      const toggle = page.getByRole('button', { name: 'Show password' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(password).toHaveAttribute('type', 'text');
      const hide = page.getByRole('button', { name: 'Hide password' });
      await expect(hide).toHaveAttribute('aria-pressed', 'true');
      await hide.click();
      await expect(password).toHaveAttribute('type', 'password');
      for (const label of ['Username', 'Email', 'Alpha Tester Invite Code']) {
        await expect(page.getByLabel(label)).toHaveAttribute('aria-required', 'true');
      }

      const id = unique();
      await page.getByLabel('Username').fill(`bad_${id}`);
      await page.getByLabel('Email').fill(`bad-${id}@example.com`);
      await password.fill(`Long-enough-pass-${id}`);
      await page.getByLabel('Alpha Tester Invite Code').fill('not-a-real-code');
      await page.getByLabel(/I agree to the/).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      const invite = page.getByLabel('Alpha Tester Invite Code');
      await page.waitForSelector('#' + (await invite.getAttribute('id')) + '[aria-invalid="true"]');
      await expectDescribedBy(page, '#' + (await invite.getAttribute('id')), 'Invalid or expired invite code');
      expect(page.url()).toMatch(/\/register$/);
      expect((await storedSession(page)).token).toBeNull();
    }));

  test('register: an empty form shows the required messages without calling the server; the terms links open', () =>
    withPage(async (page) => {
      await page.goto(`${app.url}/register`);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Username is required')).toBeVisible();
      await expect(page.getByText('You must agree to the terms and privacy policy')).toBeVisible();
      await expect(page.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms');
      await expect(page.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
      await page.getByRole('link', { name: 'Sign In' }).click();
      await page.waitForURL(/\/login$/);
    }));

  test('login with a wrong password shows the server message; the right one goes to /dashboard; Log Out clears the session', async () => {
    const owner = await registerOwner(app, 'login');
    await withPage(async (page) => {
      await page.goto(`${app.url}/login`);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
      await fillLogin(page, owner.email, 'wrong-password-123');
      const expected = await call(app.url, 'POST', '/api/login_check', { username: owner.email, password: 'wrong-password-123' });
      expect(expected.status).toBe(401);
      const alert = page.getByRole('alert');
      await expect(alert).toBeVisible();
      expect((await alert.textContent())?.trim()).toBe(expected.body.message);

      await page.getByLabel('Password', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
      expect((await storedSession(page)).token).toBeTruthy();

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: /User menu/ }).click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await page.waitForURL(/\/login$/);
      const session = await storedSession(page);
      expect(session.token).toBeNull();
      expect(session.user).toBeNull();
      await page.goto(`${app.url}/dashboard`);
      await page.waitForURL(/\/login$/);
    });
  });

  test('the login page links to /forgot; a protected location is returned to after sign-in', async () => {
    const owner = await registerOwner(app, 'return');
    await withPage(async (page) => {
      await page.goto(`${app.url}/login`);
      await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot');
      await page.goto(`${app.url}/dashboard/create`);
      await page.waitForURL(/\/login$/);
      await fillLogin(page, owner.email, owner.password);
      await page.waitForURL(/\/dashboard\/create$/);
    });
  });

  test('a signed-in visitor of a public-only page goes to /dashboard', async () => {
    const owner = await registerOwner(app, 'guard');
    await withPage(async (page) => {
      await signInPage(page, app.url, owner);
      await page.goto(`${app.url}/register`);
      await page.waitForURL(/\/dashboard$/);
    });
  });

  test('forgot → mail from the outbox → reset → signed in on /dashboard; the old password stops working', async () => {
    const owner = await registerOwner(app, 'forgot');
    const before = mailCount(app.dataDir, owner.email);
    await withPage(async (page) => {
      await page.goto(`${app.url}/forgot`);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await page.getByLabel('Email').fill(owner.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');

      // 'try again' returns to an empty form
      await page.getByRole('link', { name: 'try again' }).click();
      await expect(page.getByLabel('Email')).toHaveValue('');
      await page.getByLabel('Email').fill(owner.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();

      const path = await mailedPath(app.dataDir, owner.email, '/password/reset/', { after: before });
      await page.goto(app.url + path);
      await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();

      const newPassword = `Brand-new-pass-${unique()}`;
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Password is required')).toBeVisible();
      await expect(page.getByText('Please confirm your password')).toBeVisible();
      await page.getByLabel('New Password').fill('short');
      await page.getByLabel('Confirm Password').fill('different');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Password must be at least 12 characters long')).toBeVisible();
      await expect(page.getByText('Passwords do not match')).toBeVisible();

      await page.getByLabel('New Password').fill(newPassword);
      await page.getByLabel('Confirm Password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.waitForURL(/\/dashboard$/);
      expect((await storedSession(page)).token).toBeTruthy();

      const oldLogin = await call(app.url, 'POST', '/api/login_check', { username: owner.email, password: owner.password });
      expect(oldLogin.status).toBe(401);
      const newLogin = await call(app.url, 'POST', '/api/login_check', { username: owner.email, password: newPassword });
      expect(newLogin.status).toBe(200);
    });

    // The link was single use.
    await withPage(async (page) => {
      const path = await mailedPath(app.dataDir, owner.email, '/password/reset/', { after: before });
      await page.goto(app.url + path);
      await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
      await expect(page.getByRole('link', { name: /new reset link/ })).toHaveAttribute('href', '/forgot');
    });
  });

  test('a forged reset link is invalid', () =>
    withPage(async (page) => {
      await page.goto(`${app.url}/password/reset/${unique()}${unique()}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
    }));

  test('the verification link signs in and goes to /dashboard after 2 s; used again it says the address is verified; a broken one fails with the explanation', async () => {
    const owner = await registerOwner(app, 'verify');
    const path = await mailedPath(app.dataDir, owner.email, '/email/verify/');
    await withPage(async (page) => {
      await page.goto(app.url + path);
      await expect(page.getByRole('heading', { level: 1, name: 'Email Verified!' })).toBeVisible();
      const shownAt = Date.now();
      await page.waitForURL(/\/dashboard$/, { timeout: 6_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(1_500);
      expect((await storedSession(page)).user.emailValidated).toBe(true);
    });
    // Clicked again (issue 44): the address is verified already, so the page says so, without a session.
    await withPage(async (page) => {
      await page.goto(app.url + path);
      await expect(page.getByRole('heading', { level: 1, name: 'Email Verified!' })).toBeVisible();
      await expect(page.getByText(/already verified/)).toBeVisible();
      await page.waitForURL(/\/login$/, { timeout: 6_000 });
    });
    await withPage(async (page) => {
      await page.goto(`${app.url}${path.slice(0, -2)}zz`);
      await expect(page.getByRole('heading', { level: 1, name: 'Email verification failed' })).toBeVisible();
      await expect(page.getByText(/may be expired, invalid or already used/)).toBeVisible();
      await page.getByRole('button', { name: 'Go to Login' }).click();
      await page.waitForURL(/\/login$/);
    });
  });

  test('a verification link with a missing part says so at once', () =>
    withPage(async (page) => {
      await page.goto(`${app.url}/email/verify/only-one-part`);
      await expect(page.getByText('Invalid verification link - missing required parameters')).toBeVisible();
    }));

  test('unsubscribe: the link from a share mail → confirm → Permanently Unsubscribed; a bad link offers Contact Support', async () => {
    const owner = await registerVerifiedOwner(app, 'unsub');
    const checklist = await createChecklist(app, owner.token, { title: 'Unsubscribe test', items: [{ text: 'One' }] });
    const recipient = `recipient-${unique()}@example.com`;
    const share = await call(app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [recipient] }, owner.token);
    expect(share.status).toBe(200);
    const path = await mailedPath(app.dataDir, recipient, '/unsubscribe/');
    await withPage(async (page) => {
      await page.goto(app.url + path);
      const confirm = page.getByRole('button', { name: 'Permanently Unsubscribe' });
      await expect(confirm).toBeVisible();
      await confirm.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Permanently Unsubscribed' })).toBeVisible();
    });
    await withPage(async (page) => {
      await page.goto(`${app.url}/unsubscribe/${unique()}`);
      await expect(page.getByText('Invalid or expired unsubscribe link.')).toBeVisible();
      await page.getByRole('button', { name: 'Contact Support' }).click();
      await page.waitForURL(/\/contact$/);
    });
  });
});
