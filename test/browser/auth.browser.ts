import type { Browser, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { apiCall } from './support/api';
import { startApp, type RunningApp } from './support/app';
import { hasHorizontalScroll, launchBrowser, newPage, PHONE } from './support/browser';
import { registerOwner, signInPage } from './support/session';
import { createChecklist, mailedPath, registerVerifiedOwner } from './support/sharing';
import { expectDescribedBy, fillLogin, mailCount, storedSession, waitForLink } from './support/accounts';

/** Auth screens end to end against the built app (spec sections 2, 4, 5, 8). */
describe('auth pages', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
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

  it('register → dashboard, signed in with both storage keys', () =>
    withPage(async (page) => {
      const id = unique();
      await page.goto(`${app.url}/register`);
      await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
      expect(await page.title()).toBe('Create Account · Ticklist');
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

  it('register: the password toggle shows and hides, required fields are marked, server errors sit under their fields', () =>
    withPage(async (page) => {
      await page.goto(`${app.url}/register`);
      const password = page.getByLabel('Password', { exact: true });
      await password.fill('secret-value');
      const toggle = page.getByRole('button', { name: 'Show password' });
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      expect(await password.getAttribute('type')).toBe('text');
      const hide = page.getByRole('button', { name: 'Hide password' });
      expect(await hide.getAttribute('aria-pressed')).toBe('true');
      await hide.click();
      expect(await password.getAttribute('type')).toBe('password');
      for (const label of ['Username', 'Email', 'Alpha Tester Invite Code']) {
        expect(await page.getByLabel(label).getAttribute('aria-required')).toBe('true');
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

  it('register: an empty form shows the required messages without calling the server; the terms links open', () =>
    withPage(async (page) => {
      await page.goto(`${app.url}/register`);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Username is required').waitFor();
      await page.getByText('You must agree to the terms and privacy policy').waitFor();
      expect(await page.getByRole('link', { name: /Terms of Service/ }).getAttribute('href')).toBe('/terms');
      expect(await page.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe('/privacy');
      await page.getByRole('link', { name: 'Sign In' }).click();
      await page.waitForURL(/\/login$/);
    }));

  it('login with a wrong password shows the server message; the right one goes to /dashboard; Log Out clears the session', async () => {
    const owner = await registerOwner(app, 'login');
    await withPage(async (page) => {
      await page.goto(`${app.url}/login`);
      await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
      await fillLogin(page, owner.email, 'wrong-password-123');
      const expected = await apiCall(app.url, 'POST', '/api/login_check', { username: owner.email, password: 'wrong-password-123' });
      expect(expected.status).toBe(401);
      const alert = page.getByRole('alert');
      await alert.waitFor();
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

  it('the login page links to /forgot; a protected location is returned to after sign-in', async () => {
    const owner = await registerOwner(app, 'return');
    await withPage(async (page) => {
      await page.goto(`${app.url}/login`);
      expect(await page.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot');
      await page.goto(`${app.url}/dashboard/create`);
      await page.waitForURL(/\/login$/);
      await fillLogin(page, owner.email, owner.password);
      await page.waitForURL(/\/dashboard\/create$/);
    });
  });

  it('a signed-in visitor of a public-only page goes to /dashboard', async () => {
    const owner = await registerOwner(app, 'guard');
    await withPage(async (page) => {
      await signInPage(page, app.url, owner);
      await page.goto(`${app.url}/register`);
      await page.waitForURL(/\/dashboard$/);
    });
  });

  it('forgot → mail from the outbox → reset → signed in on /dashboard; the old password stops working', async () => {
    const owner = await registerOwner(app, 'forgot');
    const before = mailCount(app.dataDir, owner.email);
    await withPage(async (page) => {
      await page.goto(`${app.url}/forgot`);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByText('Email is required').waitFor();
      await page.getByLabel('Email').fill(owner.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByRole('heading', { level: 1, name: 'Check Your Email' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');

      // 'try again' returns to an empty form
      await page.getByRole('link', { name: 'try again' }).click();
      expect(await page.getByLabel('Email').inputValue()).toBe('');
      await page.getByLabel('Email').fill(owner.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByRole('heading', { level: 1, name: 'Check Your Email' }).waitFor();

      const path = await waitForLink(app.dataDir, owner.email, '/password/reset/', before);
      await page.goto(app.url + path);
      await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();

      const newPassword = `Brand-new-pass-${unique()}`;
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('Password is required').waitFor();
      await page.getByText('Please confirm your password').waitFor();
      await page.getByLabel('New Password').fill('short');
      await page.getByLabel('Confirm Password').fill('different');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('Password must be at least 12 characters long').waitFor();
      await page.getByText('Passwords do not match').waitFor();

      await page.getByLabel('New Password').fill(newPassword);
      await page.getByLabel('Confirm Password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.waitForURL(/\/dashboard$/);
      expect((await storedSession(page)).token).toBeTruthy();

      const oldLogin = await apiCall(app.url, 'POST', '/api/login_check', { username: owner.email, password: owner.password });
      expect(oldLogin.status).toBe(401);
      const newLogin = await apiCall(app.url, 'POST', '/api/login_check', { username: owner.email, password: newPassword });
      expect(newLogin.status).toBe(200);
    });

    // The link was single use.
    await withPage(async (page) => {
      const path = await waitForLink(app.dataDir, owner.email, '/password/reset/', before);
      await page.goto(app.url + path);
      await page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' }).waitFor();
      expect(await page.getByRole('link', { name: /new reset link/ }).getAttribute('href')).toBe('/forgot');
    });
  });

  it('a forged reset link is invalid', () =>
    withPage(async (page) => {
      await page.goto(`${app.url}/password/reset/${unique()}${unique()}`);
      await page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' }).waitFor();
    }));

  it('the verification link signs in and goes to /dashboard after 2 s; used again it fails with the explanation', async () => {
    const owner = await registerOwner(app, 'verify');
    const path = await mailedPath(app.dataDir, owner.email, '/email/verify/');
    await withPage(async (page) => {
      await page.goto(app.url + path);
      await page.getByRole('heading', { level: 1, name: 'Email Verified!' }).waitFor();
      const shownAt = Date.now();
      await page.waitForURL(/\/dashboard$/, { timeout: 6_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(1_500);
      expect((await storedSession(page)).user.emailValidated).toBe(true);
    });
    await withPage(async (page) => {
      await page.goto(app.url + path);
      await page.getByRole('heading', { level: 1, name: 'Email verification failed' }).waitFor();
      await page.getByText(/may be expired, invalid or already used/).waitFor();
      await page.getByRole('button', { name: 'Go to Login' }).click();
      await page.waitForURL(/\/login$/);
    });
  });

  it('a verification link with a missing part says so at once', () =>
    withPage(async (page) => {
      await page.goto(`${app.url}/email/verify/only-one-part`);
      await page.getByText('Invalid verification link - missing required parameters').waitFor();
    }));

  it('unsubscribe: the link from a share mail → confirm → Permanently Unsubscribed; a bad link offers Contact Support', async () => {
    const owner = await registerVerifiedOwner(app, 'unsub');
    const checklist = await createChecklist(app, owner.token, { title: 'Unsubscribe test', items: [{ text: 'One' }] });
    const recipient = `recipient-${unique()}@example.com`;
    const share = await apiCall(app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [recipient] }, owner.token);
    expect(share.status).toBe(200);
    const path = await waitForLink(app.dataDir, recipient, '/unsubscribe/');
    await withPage(async (page) => {
      await page.goto(app.url + path);
      const confirm = page.getByRole('button', { name: 'Permanently Unsubscribe' });
      await confirm.waitFor();
      await confirm.click();
      await page.getByRole('heading', { level: 1, name: 'Permanently Unsubscribed' }).waitFor();
    });
    await withPage(async (page) => {
      await page.goto(`${app.url}/unsubscribe/${unique()}`);
      await page.getByText('Invalid or expired unsubscribe link.').waitFor();
      await page.getByRole('button', { name: 'Contact Support' }).click();
      await page.waitForURL(/\/contact$/);
    });
  });
});
