import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { GUEST_APP, OFFLINE_MESSAGES as O, SHARING_MESSAGES as M, type ShareProgressEvent } from '@ticklist/contracts';
import { call, CHROMIUM_ARGS, CHROMIUM_PATH, ROOT } from '../kit';
import { connect } from '../api/support/realtime';
import { expect, test, type RunningApp } from './support/fixtures';
import { AXE_TAGS } from './support/page-checks';
import { PHONE } from './support/browser';
import type { TestOwner } from './support/session';
import { createChecklist, mailedPath, registerVerifiedOwner, type CreatedChecklist } from './support/sharing';

/**
 * This file's app serves its own copy of the built client, so a test can deploy a new service
 * worker under it. Copied in the worker processes only (the runner's own process starts no app),
 * with the server-rendered guest page's build beside it (dist-ssr), as in client/.
 */
const COPY_ROOT = join(tmpdir(), `ticklist-client-${process.pid}`);
const CLIENT_COPY = join(COPY_ROOT, 'dist');
if (process.env.TEST_WORKER_INDEX !== undefined) {
  cpSync(join(ROOT, 'client', 'dist'), CLIENT_COPY, { recursive: true });
  cpSync(join(ROOT, 'client', 'dist-ssr'), join(COPY_ROOT, 'dist-ssr'), { recursive: true });
}
test.use({ appEnv: { CLIENT_DIST: CLIENT_COPY } });
test.afterAll(() => rmSync(COPY_ROOT, { recursive: true, force: true }));

/** Issue 21: the guest page offline, in the system Chromium with the network cut. */
const ITEMS = ['Unpack the tools', 'Check the scaffold', 'Test the alarm', 'Read the meter', 'Lock the shed', 'Sign the sheet'].map((text) => ({ text }));

const itemOf = (page: Page, text: string): Locator => page.locator('li', { has: page.getByLabel(text, { exact: true }) });
const indicator = (page: Page) => page.getByRole('status').filter({ hasText: /^(Saving\.\.\.|Saved .*|Auto-save enabled|Offline, \d+ changes? waiting)$/ });

test.describe('the guest page offline', () => {
  let app: RunningApp;
  let browser: Browser;
  let owner: TestOwner;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
    owner = await registerVerifiedOwner(app);
  });

  async function shared(title: string): Promise<{ checklist: CreatedChecklist; path: string; token: string }> {
    const checklist = await createChecklist(app, owner.token, { title, items: ITEMS });
    const guest = `guest.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.net`;
    expect((await call(app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [guest] }, owner.token)).status).toBe(200);
    const path = await mailedPath(app.dataDir, guest, '/shared/');
    return { checklist, path, token: path.split('/').pop()! };
  }

  /** Opens the link and waits until the service worker controls the page and holds its answer. */
  async function openReady(context: BrowserContext, path: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(app.url + path);
    await expect(indicator(page)).toHaveText(M.autoSaveEnabled);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const api = `/api/guest/shared/${path.split('/').pop()}`;
    await expect.poll(() => page.evaluate(async (url) => !!(await (await caches.open('ticklist-guest-data')).match(url)), api)).toBe(true);
    return page;
  }

  async function writeNote(page: Page, item: string, text: string) {
    const row = itemOf(page, item);
    const box = row.getByLabel(M.notesLabel);
    if (!(await box.isVisible())) await row.getByRole('button', { name: /^Notes/ }).click();
    await box.fill(text);
  }

  const guestView = async (token: string) => (await call(app.url, 'GET', `/api/guest/shared/${token}`)).body.share.checklist.items as Array<{ id: string; text: string; response: { complete: boolean; notes: string | null } | null }>;

  async function axeClean(page: Page) {
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  test('a note typed just before leaving is saved exactly once: navigate, reload and close 150 ms after the last key', async () => {
    const TRIES = 20;
    const LEAVE_AFTER_MS = 150;
    test.setTimeout(300_000);
    const { checklist, path, token } = await shared('Gate codes');
    const shareId = (await call(app.url, 'GET', `/api/checklist/${checklist.id}/edit`, undefined, owner.token)).body.shares[0].id as string;
    const context = await browser.newContext({ viewport: PHONE });
    const item = ITEMS[0]!.text;
    try {
      let page = await openReady(context, path);
      let typed = 0;
      for (const way of ['navigate', 'reload', 'close'] as const) {
        for (let i = 0; i < TRIES; i++) {
          const note = `Gate code 4711 (${way} ${i})`;
          await writeNote(page, item, note.slice(0, -1));
          await itemOf(page, item).getByLabel(M.notesLabel).press(note.slice(-1));
          typed++;
          // The scenario itself, not a wait for a condition: the page is left 150 ms after the last key.
          await page.waitForTimeout(LEAVE_AFTER_MS);
          if (way === 'reload') await page.reload();
          else if (way === 'navigate') await page.goto(`${app.url}/about`);
          else {
            await page.close();
            page = await context.newPage();
          }
          await expect.poll(async () => (await guestView(token))[0]!.response?.notes, { message: `${way}, try ${i + 1}` }).toBe(note);
          if (way !== 'reload') await page.goto(app.url + path);
          await expect(indicator(page)).toHaveText(M.autoSaveEnabled);
        }
      }
      // Exactly once: one saved note per note typed (the timeline comes in pages).
      let notesSaved = 0;
      for (let cursor: string | null = ''; cursor !== null; ) {
        const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
        const activity = await call(app.url, 'GET', `/api/checklist/${checklist.id}/shares/${shareId}/activity${query}`, undefined, owner.token);
        notesSaved += (activity.body.entries as Array<{ kind: string }>).filter((e) => e.kind === 'note_saved').length;
        cursor = activity.body.nextCursor;
      }
      expect(notesSaved).toBe(typed);
    } finally {
      await context.close();
    }
  });

  test('five ticks and a note made offline survive a reload and land once each when the network is back', async () => {
    const { checklist, path, token } = await shared('Site visit');
    const ownerSocket = await connect(app.url, { token: owner.token }, ['websocket']);
    const events: ShareProgressEvent[] = [];
    ownerSocket.on('share:progress', (e) => events.push(e));
    await new Promise((resolve) => ownerSocket.emit('checklist:subscribe', { checklistId: checklist.id }, resolve));
    const context = await browser.newContext({ viewport: PHONE });
    // Saves the server answered (a send tried while offline never reaches it).
    const sentKeys: string[] = [];
    context.on('requestfinished', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/respond')) sentKeys.push(r.headers()['idempotency-key'] ?? 'none');
    });
    try {
      const page = await openReady(context, path);
      await context.setOffline(true);
      for (const item of ITEMS.slice(0, 5)) await page.getByLabel(item.text, { exact: true }).click();
      await writeNote(page, ITEMS[5]!.text, 'Meter reads 4711');
      await expect(indicator(page)).toHaveText(/^Offline, [6-9] changes waiting$/);
      await axeClean(page);

      await page.reload(); // offline: the service worker serves the page and the last answer
      for (const item of ITEMS.slice(0, 5)) await expect(page.getByLabel(item.text, { exact: true })).toBeChecked();
      await itemOf(page, ITEMS[5]!.text).getByRole('button', { name: /^Notes/ }).click();
      await expect(itemOf(page, ITEMS[5]!.text).getByLabel(M.notesLabel)).toHaveValue('Meter reads 4711');
      await expect(indicator(page)).toHaveText(/^Offline, [6-9] changes waiting$/);
      expect(sentKeys).toEqual([]);

      await context.setOffline(false);
      await expect(indicator(page)).toHaveText(/^Saved /);
      const items = await guestView(token);
      expect(items.map((i) => i.response?.complete ?? false)).toEqual([true, true, true, true, true, false]);
      expect(items[5]!.response?.notes).toBe('Meter reads 4711');
      // Each queued change went out once, under its own key; the owner saw each tick once.
      expect(sentKeys).not.toContain('none');
      expect(new Set(sentKeys).size).toBe(sentKeys.length);
      await expect.poll(() => events.length).toBe(5);
      expect(new Set(events.map((e) => e.itemId))).toEqual(new Set(items.slice(0, 5).map((i) => i.id)));
    } finally {
      ownerSocket.disconnect();
      await context.close();
    }
  });

  test('a note edited offline on two devices: the second back online sees both and keeps one', async () => {
    const { path, token } = await shared('Shared note');
    const a = await browser.newContext({ viewport: PHONE });
    const b = await browser.newContext({ viewport: PHONE });
    try {
      const pageA = await openReady(a, path);
      const pageB = await openReady(b, path);
      await a.setOffline(true);
      await b.setOffline(true);
      await writeNote(pageA, ITEMS[0]!.text, 'Written on the phone');
      await writeNote(pageB, ITEMS[0]!.text, 'Written on the tablet');
      await expect(indicator(pageA)).toHaveText(/^Offline, 1 change waiting$/);
      await expect(indicator(pageB)).toHaveText(/^Offline, 1 change waiting$/);

      await a.setOffline(false);
      await expect(indicator(pageA)).toHaveText(/^Saved /);
      await b.setOffline(false);
      const conflict = pageB.getByRole('region', { name: O.conflictTitle });
      await expect(conflict).toBeVisible();
      await expect(conflict.getByText('Written on the tablet')).toBeVisible();
      await expect(conflict.getByText('Written on the phone')).toBeVisible();
      expect((await guestView(token))[0]!.response?.notes).toBe('Written on the phone');
      await axeClean(pageB);

      await conflict.getByRole('button', { name: new RegExp(`^${O.keepMine}`) }).click();
      await expect(conflict).toBeHidden();
      await expect(indicator(pageB)).toHaveText(/^Saved /);
      expect((await guestView(token))[0]!.response?.notes).toBe('Written on the tablet');
    } finally {
      await a.close();
      await b.close();
    }
  });

  test('the queue survives closing and reopening the browser', async () => {
    const { path, token } = await shared('Closed and reopened');
    const userDataDir = mkdtempSync(join(tmpdir(), 'ticklist-offline-'));
    const launch = () => chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, viewport: PHONE });
    try {
      let context = await launch();
      const page = await openReady(context, path);
      await context.setOffline(true);
      await page.getByLabel(ITEMS[1]!.text, { exact: true }).click();
      await page.getByLabel(ITEMS[3]!.text, { exact: true }).click();
      await expect(indicator(page)).toHaveText('Offline, 2 changes waiting');
      // Not in the "saved" green: the changes are not saved yet (issue 44); the warning colour (#92400e).
      await expect(indicator(page)).toHaveCSS('color', 'rgb(146, 64, 14)');
      await context.close();

      context = await launch();
      await context.setOffline(true);
      const again = await context.newPage();
      await again.goto(app.url + path);
      await expect(indicator(again)).toHaveText('Offline, 2 changes waiting');
      await expect(again.getByLabel(ITEMS[1]!.text, { exact: true })).toBeChecked();
      await context.setOffline(false);
      await expect(indicator(again)).toHaveText(/^Saved /);
      expect((await guestView(token)).map((i) => i.response?.complete ?? false)).toEqual([false, true, false, true, false, false]);
      await context.close();
    } finally {
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });

  test('a link revoked meanwhile empties the queue with its message', async () => {
    const { checklist, path, token } = await shared('Revoked meanwhile');
    const shareId = (await call(app.url, 'GET', `/api/guest/shared/${token}`)).body.share.id;
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await openReady(context, path);
      await context.setOffline(true);
      await page.getByLabel(ITEMS[0]!.text, { exact: true }).click();
      await page.getByLabel(ITEMS[2]!.text, { exact: true }).click();
      await expect(indicator(page)).toHaveText('Offline, 2 changes waiting');
      expect((await call(app.url, 'POST', `/api/checklist/${checklist.id}/shares/${shareId}/revoke`, {}, owner.token)).status).toBe(200);

      await context.setOffline(false);
      await expect(page.getByRole('alert').filter({ hasText: O.linkGone(2) })).toBeVisible();
      await expect(indicator(page)).toHaveCount(0); // the failure page: nothing is waiting any more
      await expect
        .poll(() => page.evaluate(() => new Promise<number>((resolve) => {
          const open = indexedDB.open('ticklist-guest');
          open.onsuccess = () => {
            const count = open.result.transaction('queues').objectStore('queues').count();
            count.onsuccess = () => resolve(count.result);
          };
        })))
        .toBe(0);
      await axeClean(page);
    } finally {
      await context.close();
    }
  });

  test('a new deploy replaces the cached shell: the old one is deleted and the page still opens offline', async () => {
    const { path } = await shared('Deployed meanwhile');
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await openReady(context, path);
      const shells = () => page.evaluate(async (prefix) => (await caches.keys()).filter((name) => name.startsWith(prefix)).sort(), GUEST_APP.shellCachePrefix);
      const [before] = await shells();
      expect(await shells()).toEqual([before]);

      // A deploy: the same worker with another build VERSION (what a new build writes).
      const deployed = 'deployed0000test';
      const worker = join(CLIENT_COPY, 'shared', 'sw.js');
      writeFileSync(worker, readFileSync(worker, 'utf8').replace(/^const VERSION = "[^"]*";/m, `const VERSION = ${JSON.stringify(deployed)};`));
      for (const compressed of ['.br', '.gz']) rmSync(worker + compressed, { force: true }); // the build's, of the old file
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect.poll(shells, { timeout: 30_000 }).toEqual([GUEST_APP.shellCachePrefix + deployed]);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Deployed meanwhile' })).toBeVisible();
      await expect(page.getByLabel(ITEMS[0]!.text, { exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a save the network drops while the offline code is still loading waits in the queue instead of rolling back', async () => {
    const { path, token } = await shared('Dropped at once');
    const context = await browser.newContext({ viewport: PHONE });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route(/\/assets\/offline-runtime-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await context.route(/\/respond$/, (route) => route.abort('internetdisconnected'));
      const page = await context.newPage();
      await page.goto(app.url + path);
      await expect(indicator(page)).toHaveText(M.autoSaveEnabled);

      const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/respond'));
      await page.getByLabel(ITEMS[0]!.text, { exact: true }).click();
      await failed;
      release();
      await expect(indicator(page)).toHaveText('Offline, 1 change waiting');
      await expect(page.getByLabel(ITEMS[0]!.text, { exact: true })).toBeChecked();

      await context.unroute(/\/respond$/);
      await expect(indicator(page)).toHaveText(/^Saved /, { timeout: 30_000 });
      expect((await guestView(token))[0]!.response?.complete).toBe(true);
    } finally {
      await context.close();
    }
  });
});
