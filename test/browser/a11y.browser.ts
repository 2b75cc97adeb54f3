import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { call } from '../kit';
import { expect, test, type RunningApp } from './support/fixtures';
import { AXE_TAGS } from './support/page-checks';
import { DESKTOP, hasHorizontalScroll, newPage, PHONE } from './support/browser';
import { signInPage, type TestOwner } from './support/session';
import { createChecklist, mailedPath, registerVerifiedOwner } from './support/sharing';

/**
 * WCAG 2.2 AA across every route (issue 9): axe-core finds no violation, the page has one h1 and
 * a main landmark, and nothing scrolls sideways, at 390 px and 1280 px; signed out, signed in
 * and as a guest.
 */
const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const SIGNED_OUT = [
  '/',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
  '/login',
  '/register',
  '/forgot',
  '/password/reset/x',
  '/email/verify/a/b',
  '/email/verify/a',
  '/unsubscribe/x',
  '/no-such-page',
];

test.describe('accessibility and phone widths on every route', () => {
  let app: RunningApp;
  let browser: Browser;
  let owner: TestOwner;
  let checklistId: string;
  let guestPath: string;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
    owner = await registerVerifiedOwner(app, 'a11y');
    const checklist = await createChecklist(app, owner.token, {
      title: 'Accessibility checklist',
      description: 'Checked by axe on every screen',
      items: [{ text: 'First task', description: 'Some help text' }, { text: 'Second task' }],
    });
    checklistId = checklist.id;
    const recipient = `guest-${randomBytes(4).toString('hex')}@example.com`;
    const share = await call(app.url, 'POST', `/api/checklist/${checklistId}/share`, { emails: [recipient] }, owner.token);
    if (share.status !== 200) throw new Error(`share failed: ${share.status} ${JSON.stringify(share.body)}`);
    guestPath = await mailedPath(app.dataDir, recipient, '/shared/');
  });

  /** Waits until the route has settled: React shows the page (a guest link's server-rendered one is gone), an h1, no loading spinner. */
  async function settle(page: Page): Promise<void> {
    await page.waitForFunction(() => !document.getElementById('guest-snapshot'), undefined, { timeout: 15_000 });
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForFunction(() => !document.querySelector('.spinner'), undefined, { timeout: 15_000 }).catch(() => undefined);
    await finishedAnimating(page);
  }

  /** Waits until no finite CSS animation or transition is running (axe reads colours as they are shown). */
  async function finishedAnimating(page: Page): Promise<void> {
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
  }

  async function audit(page: Page, label: string): Promise<string[]> {
    const problems: string[] = [];
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    for (const v of results.violations) {
      problems.push(`${label}: [${v.id}] ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(' | ')}`);
    }
    const h1s = await page.locator('h1').count();
    if (h1s !== 1) problems.push(`${label}: ${h1s} h1 elements (want exactly 1)`);
    if ((await page.locator('main').count()) !== 1) problems.push(`${label}: no single <main> landmark`);
    if (await hasHorizontalScroll(page)) problems.push(`${label}: scrolls horizontally`);
    const title = await page.title();
    if (!/Ticklist/.test(title)) problems.push(`${label}: page title "${title}"`);
    return problems;
  }

  async function auditRoutes(routes: string[], session?: { token: string; user: unknown }): Promise<string[]> {
    const problems: string[] = [];
    for (const [name, viewport] of VIEWPORTS) {
      const { context, page } = await newPage(browser, viewport);
      try {
        if (session) await signInPage(page, app.url, session);
        for (const route of routes) {
          const response = await page.goto(app.url + route);
          if (!response || response.status() >= 400) {
            problems.push(`${route} @${name}: HTTP ${response?.status()}`);
            continue;
          }
          try {
            await settle(page);
          } catch {
            problems.push(`${route} @${name}: never showed an h1`);
            continue;
          }
          problems.push(...(await audit(page, `${route} @${name}`)));
        }
      } finally {
        await context.close();
      }
    }
    return problems;
  }

  test('signed out: public, auth and error routes', async () => {
    test.setTimeout(400_000);
    expect(await auditRoutes(SIGNED_OUT)).toEqual([]);
  });

  test('signed in: dashboard, create, edit, preview and every account tab', async () => {
    test.setTimeout(400_000);
    const routes = [
      '/dashboard',
      '/dashboard/create',
      `/dashboard/edit/${checklistId}`,
      `/dashboard/preview/${checklistId}`,
      '/dashboard/account',
      '/dashboard/account/profile',
      '/dashboard/account/security',
      '/dashboard/account/notifications',
      '/dashboard/account/settings',
      '/dashboard/account/integrations',
    ];
    expect(await auditRoutes(routes, owner)).toEqual([]);
  });

  test('as a guest: the shared checklist page', async () => {
    expect(await auditRoutes([guestPath, '/shared/not-a-real-token'])).toEqual([]);
  });

  test('the login form with errors and the register form with server errors stay accessible', async () => {
    const problems: string[] = [];
    for (const [name, viewport] of VIEWPORTS) {
      const { context, page } = await newPage(browser, viewport);
      try {
        await page.goto(`${app.url}/login`);
        await settle(page);
        await page.getByLabel('Email').fill('nobody@example.com');
        await page.getByLabel('Password', { exact: true }).fill('wrong-password-123');
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        problems.push(...(await audit(page, `/login with error @${name}`)));

        await page.goto(`${app.url}/register`);
        await settle(page);
        await page.getByRole('button', { name: 'Create Account' }).click();
        await expect(page.getByText('Username is required')).toBeVisible();
        problems.push(...(await audit(page, `/register with errors @${name}`)));
      } finally {
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  });

  test('route changes move focus to the new page heading', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    try {
      await page.goto(`${app.url}/login`);
      await settle(page);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL(/\/forgot$/);
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Forgot Password');
    } finally {
      await context.close();
    }
  });

  test('a dialog traps focus, passes axe, closes on Escape and returns focus to its opener', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await signInPage(page, app.url, owner);
      await page.goto(`${app.url}/dashboard/account/settings`);
      await settle(page);
      const opener = page.getByRole('button', { name: 'Delete Account' });
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await finishedAnimating(page);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete Account');
    } finally {
      await context.close();
    }
  });
});
