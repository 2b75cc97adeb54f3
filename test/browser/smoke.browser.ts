import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage } from './support/browser';

describe('browser smoke', () => {
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

  it('opens / and renders the app', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(app.url + '/');
    await page.locator('h1').first().waitFor();
    expect(await page.title()).toMatch(/Ticklist/);
    await context.close();
  });

  it('a protected route redirects a signed-out visitor to /login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(app.url + '/dashboard');
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});
