import type { Dialog, Page } from '@playwright/test';
import { call, request } from '../kit';
import { expect, test } from './support/fixtures';
import { storedSession } from './support/accounts';
import { hasHorizontalScroll, PHONE } from './support/browser';
import { verifyOwnerEmail } from './support/checklists';
import { useAppSuite, withOwnerPage } from './support/owner-suite';
import type { TestOwner } from './support/session';

/** Leaving and confirming the account against the built app: delete, log out, the user menu, the verification banner. */
test.describe('account pages', () => {
  const suite = useAppSuite();
  /** A page signed in as a new owner ('acct' prefix), at phone width unless told. */
  const withOwner = (fn: (page: Page, owner: TestOwner) => Promise<void>, viewport = PHONE) => withOwnerPage(suite, fn, { viewport, prefix: 'acct' });

  /** Accepts every dialog (confirm/alert) and records its text. */
  function recordDialogs(page: Page): string[] {
    const seen: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      seen.push(dialog.message());
      void dialog.accept();
    });
    return seen;
  }

  test('delete account: review with statistics, type DELETE, alert, signed out, the account is gone', () =>
    withOwner(async (page, owner) => {
      const dialogs = recordDialogs(page);
      await call(suite.app.url, 'POST', '/api/checklist/create', { title: 'To go', description: '', items: [{ text: 'One', description: null, displayOrder: 1 }, { text: 'Two', description: null, displayOrder: 2 }] }, owner.token);
      await page.goto(`${suite.app.url}/dashboard/account/settings`);
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

      await page.waitForURL(`${suite.app.url}/`);
      expect(dialogs).toContain('Account deleted successfully');
      await page.waitForFunction(() => !localStorage.getItem('auth_token') && !localStorage.getItem('user'));
      expect((await call(suite.app.url, 'GET', '/api/me', undefined, owner.token)).status).toBe(401);
      const login = await call(suite.app.url, 'POST', '/api/login_check', { username: owner.email, password: owner.password });
      expect(login.status).toBe(401);
    }));

  test('delete account: the statistics failure offers Try Again', () =>
    withOwner(async (page) => {
      let fail = true;
      await page.route('**/api/user/account/deletion-preview', (route) =>
        fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }) : route.continue(),
      );
      await page.goto(`${suite.app.url}/dashboard/account/settings`);
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await expect(page.getByText('Failed to load account statistics')).toBeVisible();
      expect(await page.getByRole('button', { name: 'Continue to Delete' }).isDisabled()).toBe(true);
      fail = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.locator('.delete-stats')).toBeVisible();
      expect(await page.getByRole('button', { name: 'Continue to Delete' }).isDisabled()).toBe(false);
    }));

  /** The status the API answers `token` with now. */
  const meStatus = async (token: string) => (await call(suite.app.url, 'GET', '/api/me', undefined, token)).status;

  /** Another sign-in of the owner, from a browser named by its User-Agent: its token. */
  async function signInElsewhere(owner: TestOwner, userAgent: string): Promise<string> {
    const res = await request(suite.app.url, 'POST', '/api/login_check', {
      body: { username: owner.email, password: owner.password },
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    });
    expect(res.status).toBe(200);
    return res.body.token;
  }

  test('log out from the account page: confirm, alert, session cleared, back to /, and the token ended on the server', () =>
    withOwner(async (page, owner) => {
      const dialogs = recordDialogs(page);
      await page.goto(`${suite.app.url}/dashboard/account`);
      await page.getByRole('button', { name: 'Log Out' }).click();
      await page.waitForURL(`${suite.app.url}/`);
      expect(dialogs).toEqual(['Are you sure you want to log out?', 'Logged out successfully!']);
      await page.waitForFunction(() => !localStorage.getItem('auth_token') && !localStorage.getItem('user'));
      // Signed out for real: the dashboard now sends this visitor to /login, and the token is refused.
      await page.goto(`${suite.app.url}/dashboard`);
      await page.waitForURL(/\/login$/);
      await expect.poll(() => meStatus(owner.token)).toBe(401);
    }));

  test('log out clears the browser even when the server cannot be reached', () =>
    withOwner(async (page) => {
      recordDialogs(page);
      let asked = false;
      await page.route('**/api/logout', (route) => {
        asked = true;
        return route.abort('connectionrefused');
      });
      await page.goto(`${suite.app.url}/dashboard`);
      await page.getByRole('button', { name: /User menu/ }).click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await page.waitForURL(/\/login$/);
      expect(await storedSession(page)).toEqual({ token: null, user: null });
      expect(asked).toBe(true);
    }));

  test('user menu: keyboard opens it; Account Settings and Log Out', () =>
    withOwner(async (page, owner) => {
      const dialogs = recordDialogs(page);
      await page.goto(`${suite.app.url}/dashboard`);
      const button = page.getByRole('button', { name: /User menu/ });
      expect(await button.getAttribute('aria-label')).toMatch(new RegExp(`^${(await button.innerText()).trim()}, User menu for `));
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      // Escape at once, before focus has moved into the menu, closes it too.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(button).toBeFocused();
      await button.click();
      await page.getByRole('menuitem', { name: 'Account Settings' }).click();
      await page.waitForURL(/\/dashboard\/account$/);
      await button.click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await page.waitForURL(/\/login$/);
      expect(dialogs).toEqual(['Are you sure you want to log out?']);
      expect(await storedSession(page)).toEqual({ token: null, user: null });
      await expect.poll(() => meStatus(owner.token)).toBe(401);
    }));

  test('security page: signed-in sessions with this browser marked; Sign out one; Sign out everywhere logs out', () =>
    withOwner(async (page, owner) => {
      const firefox = await signInElsewhere(owner, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0');
      const chrome = await signInElsewhere(owner, 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36');
      await page.goto(`${suite.app.url}/dashboard/account/security`);
      const list = page.getByRole('list', { name: 'Your signed-in sessions' });
      const rows = list.getByRole('listitem');
      await expect(rows).toHaveCount(3);
      await expect(rows.filter({ hasText: 'This browser' })).toHaveCount(1);
      const firefoxRow = rows.filter({ hasText: 'Firefox on Windows' });
      await expect(firefoxRow).toContainText('127.0.0.x');
      await expect(firefoxRow).toContainText('Signed in');
      await expect(firefoxRow).toContainText('Last used');

      // Sign out one: asked first, then gone from the list and refused by the server.
      await firefoxRow.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Firefox on Windows will need to log in again.');
      await dialog.getByRole('button', { name: 'Sign out' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(rows).toHaveCount(2);
      await expect(list).not.toContainText('Firefox on Windows');
      expect(await meStatus(firefox)).toBe(401);
      expect(await meStatus(owner.token)).toBe(200);

      // Sign out everywhere: every other session ends, then this browser logs out.
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(dialog).toContainText('Every session of your account ends');
      await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
      await page.waitForURL(/\/login$/);
      expect(await storedSession(page)).toEqual({ token: null, user: null });
      expect(await meStatus(chrome)).toBe(401);
      await expect.poll(() => meStatus(owner.token)).toBe(401);
    }));

  test('security page: a password change leaves only this browser in the sessions list', () =>
    withOwner(async (page, owner) => {
      const elsewhere = await signInElsewhere(owner, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0');
      await page.goto(`${suite.app.url}/dashboard/account/security`);
      const rows = page.getByRole('list', { name: 'Your signed-in sessions' }).getByRole('listitem');
      await expect(rows).toHaveCount(2);
      const newPassword = 'Fresh-passphrase-for-test-42';
      await page.getByLabel(/^Current Password/).fill(owner.password);
      await page.getByLabel(/^New Password/).fill(newPassword);
      await page.getByLabel(/^Confirm New Password/).fill(newPassword);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('Password updated successfully!')).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText('This browser');
      expect(await meStatus(elsewhere)).toBe(401);
    }));

  test('verification banner: Resend says Email Sent; Dismiss keeps it until verified', () =>
    withOwner(async (page) => {
      await page.goto(`${suite.app.url}/dashboard`);
      const banner = page.locator('.verification-banner');
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Resend Email' }).click();
      await expect(banner.getByRole('button', { name: 'Email Sent' })).toBeVisible();
      await banner.getByRole('button', { name: 'Dismiss' }).click();
      await expect(banner.getByText(/Almost there! Just verify your email/)).toBeVisible();
    }));

  test('verification banner: once the address is verified, Dismiss hides it and updates the stored user', () =>
    withOwner(async (page, owner) => {
      await page.goto(`${suite.app.url}/dashboard`);
      const banner = page.locator('.verification-banner');
      await expect(banner).toBeVisible();
      expect((await storedSession(page)).user.emailValidated).toBe(false);
      await verifyOwnerEmail(suite.app, owner.user.email); // in another tab, as far as this page knows
      await banner.getByRole('button', { name: 'Dismiss' }).click();
      await expect(banner).toHaveCount(0);
      expect((await storedSession(page)).user.emailValidated).toBe(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.verification-banner')).toHaveCount(0);
    }));
});
