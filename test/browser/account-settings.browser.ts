import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { call } from '../kit';
import { expect, test } from './support/fixtures';
import { fillLogin, storedSession } from './support/accounts';
import { DESKTOP, hasHorizontalScroll, PHONE } from './support/browser';
import { useAppSuite, withOwnerPage } from './support/owner-suite';
import type { TestOwner } from './support/session';

/** The account sections end to end against the built app: profile, security, notifications, settings (spec sections 2, 4, 5, 8). */
test.describe('account pages', () => {
  const suite = useAppSuite();
  /** A page signed in as a new owner ('acct' prefix), at phone width unless told. */
  const withOwner = (fn: (page: Page, owner: TestOwner) => Promise<void>, viewport = PHONE) => withOwnerPage(suite, fn, { viewport, prefix: 'acct' });

  test('navigation: the index is the profile, sections are links, usable at 390 px', () =>
    withOwner(async (page, owner) => {
      await page.goto(`${suite.app.url}/dashboard/account`);
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
      await page.goto(`${suite.app.url}/dashboard/account/profile`);
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
      const me = await call(suite.app.url, 'GET', '/api/me', undefined, session.token!);
      expect(me.body.user.username).toBe(renamed);
    }));

  test('security: every client rule, then change the password and sign in with the new one', () =>
    withOwner(async (page, owner) => {
      await page.goto(`${suite.app.url}/dashboard/account/security`);
      // Said beside the form: a change keeps access tokens, a reset by email revokes them (issue 41).
      await expect(page.getByText('Changing your password keeps your access tokens; resetting it by email revokes them and pauses your webhooks.')).toBeVisible();
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
      expect((await call(suite.app.url, 'GET', '/api/me', undefined, session.token!)).status).toBe(200);
      expect((await call(suite.app.url, 'GET', '/api/me', undefined, owner.token)).status).toBe(401);

      // Sign out, then sign in with the new password.
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${suite.app.url}/login`);
      await fillLogin(page, owner.email, newPassword);
      await page.waitForURL(/\/dashboard$/);
    }));

  test('notifications: only two switches; a flip is saved and survives a reload; a failure reverts it', () =>
    withOwner(async (page) => {
      await page.goto(`${suite.app.url}/dashboard/account/notifications`);
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
      const stored = await call(suite.app.url, 'GET', '/api/user/notification-settings', undefined, session.token!);
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
      await page.goto(`${suite.app.url}/dashboard/account/settings`);
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
});
