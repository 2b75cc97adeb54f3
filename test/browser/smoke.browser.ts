import type { Browser } from '@playwright/test';
import { expect, test, type RunningApp } from './support/fixtures';
import { newPage } from './support/browser';

test.describe('browser smoke', () => {
  let app: RunningApp;
  let browser: Browser;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
  });

  test('opens / and renders the app', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(app.url + '/');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page).toHaveTitle(/Ticklist/);
    await context.close();
  });

  test('a protected route redirects a signed-out visitor to /login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(app.url + '/dashboard');
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});
