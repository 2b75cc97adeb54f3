import type { Browser, Dialog, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { call } from '../kit';
import { expect, test, type RunningApp } from './support/fixtures';
import { DESKTOP, hasHorizontalScroll, newPage, PHONE } from './support/browser';
import { verifyOwnerEmail } from './support/checklists';
import { registerOwner, signInPage, type TestOwner } from './support/session';

/** The stored session (spec section 3: local storage keys auth_token and user). */
function storedSession(page: Page): Promise<{ token: string | null; user: any }> {
  return page.evaluate(() => ({ token: localStorage.getItem('auth_token'), user: JSON.parse(localStorage.getItem('user') ?? 'null') }));
}

/** Signs in through the /login form. */
async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The account pages end to end against the built app (spec sections 2, 4, 5, 8). */
test.describe('account pages', () => {
  let app: RunningApp;
  let browser: Browser;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
  });

  async function withOwner(fn: (page: Page, owner: TestOwner) => Promise<void>, viewport = PHONE) {
    const { context, page } = await newPage(browser, viewport);
    try {
      const owner = await registerOwner(app, 'acct');
      await signInPage(page, app.url, owner);
      await fn(page, owner);
    } finally {
      await context.close();
    }
  }

  /** Accepts every dialog (confirm/alert) and records its text. */
  function recordDialogs(page: Page): string[] {
    const seen: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      seen.push(dialog.message());
      void dialog.accept();
    });
    return seen;
  }

  test('navigation: the index is the profile, sections are links, usable at 390 px', () =>
    withOwner(async (page, owner) => {
      await page.goto(`${app.url}/dashboard/account`);
      await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Account sections' });
      await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByLabel('Username')).toHaveValue(owner.user.username);
      expect(await hasHorizontalScroll(page)).toBe(false);
      for (const [name, path, heading] of [
        ['Security', 'security', 'Security'],
        ['Notifications', 'notifications', 'Notifications'],
        ['Integrations', 'integrations', 'Integrations'],
        ['Settings', 'settings', 'Settings'],
        ['Profile', 'profile', 'Profile'],
      ] as const) {
        await nav.getByRole('link', { name }).click();
        await page.waitForURL(new RegExp(`/dashboard/account/${path}$`));
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(`${name} · Ticklist`);
        expect(await hasHorizontalScroll(page)).toBe(false);
      }
      await expect(page.locator('h1')).toHaveCount(1);
    }));

  test('profile: Save Changes only when changed; the new token and user are stored', () =>
    withOwner(async (page, owner) => {
      await page.goto(`${app.url}/dashboard/account/profile`);
      const save = page.getByRole('button', { name: 'Save Changes' });
      await expect(save).toBeVisible();
      expect(await save.isDisabled()).toBe(true);
      const field = page.getByLabel('Username');
      await field.fill('x y');
      expect(await save.isDisabled()).toBe(false);
      await save.click();
      await expect(page.getByText('Username may use letters, digits, dot, dash and underscore only')).toBeVisible();
      const renamed = `renamed_${owner.user.username.slice(5, 13)}`;
      await field.fill(renamed);
      await save.click();
      await expect(page.getByText('Profile updated successfully!')).toBeVisible();
      const session = await storedSession(page);
      expect(session.user.username).toBe(renamed);
      expect(session.token).not.toBe(owner.token);
      expect(await save.isDisabled()).toBe(true);
      const me = await call(app.url, 'GET', '/api/me', undefined, session.token!);
      expect(me.body.user.username).toBe(renamed);
    }));

  test('security: every client rule, then change the password and sign in with the new one', () =>
    withOwner(async (page, owner) => {
      await page.goto(`${app.url}/dashboard/account/security`);
      const update = page.getByRole('button', { name: 'Update Password' });
      await update.click();
      await expect(page.getByText('Current password is required')).toBeVisible();
      await expect(page.getByText('New password is required')).toBeVisible();
      await expect(page.getByText('Password confirmation is required')).toBeVisible();

      const current = page.getByLabel(/^Current Password/);
      const next = page.getByLabel(/^New Password/);
      const confirm = page.getByLabel(/^Confirm New Password/);
      await current.fill(owner.password);
      await next.fill('short');
      await confirm.fill('short');
      await update.click();
      await expect(page.getByText('New password must be at least 12 characters long')).toBeVisible();

      await next.fill('A-new-long-password-1');
      await confirm.fill('A-new-long-password-2');
      await update.click();
      await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
      await expect(page.getByText('New passwords do not match!')).toBeVisible();

      await next.fill(owner.password);
      await confirm.fill(owner.password);
      await update.click();
      await expect(page.getByText('New password must be different from current password')).toBeVisible();

      // Show/hide works on each field.
      await page.getByRole('button', { name: 'Show password' }).first().click();
      await expect(current).toHaveAttribute('type', 'text');

      await current.fill('not-the-password-1');
      await next.fill('A-new-long-password-1');
      await confirm.fill('A-new-long-password-1');
      await update.click();
      await expect(page.getByText('Current password is incorrect')).toBeVisible();

      const newPassword = 'Fresh-passphrase-for-test-42';
      await current.fill(owner.password);
      await next.fill(newPassword);
      await confirm.fill(newPassword);
      await update.click();
      await expect(page.getByText('Password updated successfully!')).toBeVisible();
      await expect(current).toHaveValue('');
      await expect(next).toHaveValue('');
      await expect(confirm).toHaveValue('');
      const session = await storedSession(page);
      expect(session.token).not.toBe(owner.token);
      expect((await call(app.url, 'GET', '/api/me', undefined, session.token!)).status).toBe(200);
      expect((await call(app.url, 'GET', '/api/me', undefined, owner.token)).status).toBe(401);

      // Sign out, then sign in with the new password.
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${app.url}/login`);
      await fillLogin(page, owner.email, newPassword);
      await page.waitForURL(/\/dashboard$/);
    }));

  test('notifications: only two switches; a flip is saved and survives a reload; a failure reverts it', () =>
    withOwner(async (page) => {
      await page.goto(`${app.url}/dashboard/account/notifications`);
      const email = page.getByRole('switch', { name: 'Email Notifications' });
      const updates = page.getByRole('switch', { name: 'Application Updates' });
      await expect(email).toBeVisible();
      await expect(page.getByRole('switch')).toHaveCount(2);
      await expect(email).toBeChecked();
      await expect(updates).not.toBeChecked();
      await expect(page.getByText('Receive notifications via email')).toBeVisible();
      await expect(page.getByText('Receive an email with new features and changes to the application')).toBeVisible();

      await updates.click();
      await expect(page.getByText('Notification settings updated')).toBeVisible();
      await page.reload();
      await expect(updates).toBeVisible();
      await expect(updates).toBeChecked();
      const session = await storedSession(page);
      const stored = await call(app.url, 'GET', '/api/user/notification-settings', undefined, session.token!);
      expect(stored.body.applicationUpdates).toBe(true);

      // A failing save puts the switch back.
      await page.route('**/api/user/notification-settings', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal server error' }) })
          : route.continue(),
      );
      await email.click();
      await expect(page.getByText('Internal server error')).toBeVisible();
      await expect(email).toBeChecked();
    }));

  test('settings: theme choices, export downloads a parseable export.json', () =>
    withOwner(async (page, owner) => {
      await page.goto(`${app.url}/dashboard/account/settings`);
      const theme = page.getByLabel('Theme');
      await expect(theme).toBeVisible();
      await expect(theme).toHaveValue('system');
      const options = await theme.locator('option').evaluateAll((els) =>
        els.map((o) => ({ text: o.textContent, disabled: (o as HTMLOptionElement).disabled })),
      );
      expect(options).toEqual([
        { text: 'System', disabled: false },
        { text: 'Light (Coming soon)', disabled: true },
        { text: 'Rainbow (Coming soon)', disabled: true },
      ]);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Data' }).click()]);
      expect(download.suggestedFilename()).toBe('export.json');
      const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
      expect(data.profile.email).toBe(owner.email);
      expect(Array.isArray(data.checklists)).toBe(true);
    }, DESKTOP));

  test('delete account: review with statistics, type DELETE, alert, signed out, the account is gone', () =>
    withOwner(async (page, owner) => {
      const dialogs = recordDialogs(page);
      await call(app.url, 'POST', '/api/checklist/create', { title: 'To go', description: '', items: [{ text: 'One', description: null, displayOrder: 1 }, { text: 'Two', description: null, displayOrder: 2 }] }, owner.token);
      await page.goto(`${app.url}/dashboard/account/settings`);
      await page.getByRole('button', { name: 'Delete Account' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Review what will be deleted')).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog.getByText('This action cannot be undone.')).toBeVisible();
      const statRow = (label: string) => dialog.locator('.delete-stats__row', { hasText: label }).locator('dd');
      await expect(statRow('Checklists').first()).toBeVisible();
      expect(await statRow('Checklist items').textContent()).toBe('2');
      expect(await hasHorizontalScroll(page)).toBe(false);

      // Escape closes at this step; reopen.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await page.getByRole('button', { name: 'Delete Account' }).click();

      await dialog.getByRole('button', { name: 'Continue to Delete' }).click();
      await expect(dialog.getByText('Final confirmation required')).toBeVisible();
      const confirmButton = dialog.getByRole('button', { name: 'Delete Account' });
      expect(await confirmButton.isDisabled()).toBe(true);
      await dialog.getByLabel('Type DELETE to confirm').fill('delete');
      expect(await confirmButton.isDisabled()).toBe(true);
      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      expect(await confirmButton.isDisabled()).toBe(false);
      await confirmButton.click();

      await page.waitForURL(`${app.url}/`);
      expect(dialogs).toContain('Account deleted successfully');
      await page.waitForFunction(() => !localStorage.getItem('auth_token') && !localStorage.getItem('user'));
      expect((await call(app.url, 'GET', '/api/me', undefined, owner.token)).status).toBe(401);
      const login = await call(app.url, 'POST', '/api/login_check', { username: owner.email, password: owner.password });
      expect(login.status).toBe(401);
    }));

  test('delete account: the statistics failure offers Try Again', () =>
    withOwner(async (page) => {
      let fail = true;
      await page.route('**/api/user/account/deletion-preview', (route) =>
        fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }) : route.continue(),
      );
      await page.goto(`${app.url}/dashboard/account/settings`);
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await expect(page.getByText('Failed to load account statistics')).toBeVisible();
      expect(await page.getByRole('button', { name: 'Continue to Delete' }).isDisabled()).toBe(true);
      fail = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.locator('.delete-stats')).toBeVisible();
      expect(await page.getByRole('button', { name: 'Continue to Delete' }).isDisabled()).toBe(false);
    }));

  test('log out from the account page: confirm, alert, session cleared, back to /', () =>
    withOwner(async (page) => {
      const dialogs = recordDialogs(page);
      await page.goto(`${app.url}/dashboard/account`);
      await page.getByRole('button', { name: 'Log Out' }).click();
      await page.waitForURL(`${app.url}/`);
      expect(dialogs).toEqual(['Are you sure you want to log out?', 'Logged out successfully!']);
      await page.waitForFunction(() => !localStorage.getItem('auth_token') && !localStorage.getItem('user'));
      // Signed out for real: the dashboard now sends this visitor to /login.
      await page.goto(`${app.url}/dashboard`);
      await page.waitForURL(/\/login$/);
    }));

  test('user menu: keyboard opens it; Account Settings and Log Out', () =>
    withOwner(async (page) => {
      const dialogs = recordDialogs(page);
      await page.goto(`${app.url}/dashboard`);
      const button = page.getByRole('button', { name: /User menu/ });
      expect(await button.getAttribute('aria-label')).toMatch(new RegExp(`^${(await button.innerText()).trim()}, User menu for `));
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await button.click();
      await page.getByRole('menuitem', { name: 'Account Settings' }).click();
      await page.waitForURL(/\/dashboard\/account$/);
      await button.click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await page.waitForURL(/\/login$/);
      expect(dialogs).toEqual(['Are you sure you want to log out?']);
      expect(await storedSession(page)).toEqual({ token: null, user: null });
    }));

  test('verification banner: Resend says Email Sent; Dismiss keeps it until verified', () =>
    withOwner(async (page) => {
      await page.goto(`${app.url}/dashboard`);
      const banner = page.locator('.verification-banner');
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Resend Email' }).click();
      await expect(banner.getByRole('button', { name: 'Email Sent' })).toBeVisible();
      await banner.getByRole('button', { name: 'Dismiss' }).click();
      await expect(banner.getByText(/Almost there! Just verify your email/)).toBeVisible();
    }));

  test('verification banner: once the address is verified, Dismiss hides it and updates the stored user', () =>
    withOwner(async (page, owner) => {
      await page.goto(`${app.url}/dashboard`);
      const banner = page.locator('.verification-banner');
      await expect(banner).toBeVisible();
      expect((await storedSession(page)).user.emailValidated).toBe(false);
      await verifyOwnerEmail(app, owner.user.email); // in another tab, as far as this page knows
      await banner.getByRole('button', { name: 'Dismiss' }).click();
      await expect(banner).toHaveCount(0);
      expect((await storedSession(page)).user.emailValidated).toBe(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.verification-banner')).toHaveCount(0);
    }));
});
