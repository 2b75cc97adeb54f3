import type { Page, WebSocketRoute } from '@playwright/test';
import { GUEST_PAGE_TEXTS as G, REALTIME_MESSAGES as R, SHARING_MESSAGES as M } from '@ticklist/contracts';
import { call } from '../kit';
import { expect, test } from './support/fixtures';
import { useOwnerSuite } from './support/owner-suite';
import { cardOf } from './support/page-checks';
import { DESKTOP, newPage, PHONE, socketConnected } from './support/browser';
import { signInPage } from './support/session';
import { createChecklist, mailedPath, type CreatedChecklist } from './support/sharing';

/** The promise: the owner sees a guest's tick within 3 s, with no reload. */
const LIVE_MS = 3_000;
const ITEMS = [{ text: 'Pack the kitchen' }, { text: 'Book the van' }, { text: 'Redirect the post' }];

const liveStatus = (page: Page) => page.getByRole('status').filter({ hasText: new RegExp(`^(${R.live}|${R.reconnecting})$`) });

/** Counts the page's full navigations from now on (a live update needs none). */
function countNavigations(page: Page): () => number {
  let navigations = 0;
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations++);
  return () => navigations;
}

/** Holds the page's sockets until `release()`: what it loaded is on screen, its room not yet joined. */
async function holdSockets(page: Page): Promise<{ held(): Promise<void>; release(): void }> {
  const waiting: WebSocketRoute[] = [];
  let released = false;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => (released ? ws.connectToServer() : waiting.push(ws)));
  return {
    held: () => expect.poll(() => waiting.length).toBeGreaterThan(0),
    release() {
      released = true;
      for (const ws of waiting.splice(0)) ws.connectToServer();
    },
  };
}

/** The promise: after waking, what changed meanwhile shows within 5 s. */
const WAKE_MS = 5_000;

/**
 * Routes the page's sockets so that `kill()` makes every one open now silent in both directions
 * without a close frame (a laptop asleep, a network switch): to the page it still looks open.
 * Sockets opened later pass as usual.
 */
async function silenceableSockets(page: Page): Promise<{ kill(): void }> {
  const open = new Set<WebSocketRoute>();
  const dead = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    open.add(ws);
    ws.onMessage((message) => !dead.has(ws) && server.send(message));
    server.onMessage((message) => !dead.has(ws) && ws.send(message));
  });
  return {
    kill() {
      for (const ws of open) dead.add(ws);
    },
  };
}

/** The page comes back: the events a woken laptop's page gets. */
async function wake(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
}

/** Every text the live indicator shows from now on, in order. */
async function recordIndicator(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { indicatorTexts: string[] }).indicatorTexts = seen;
    const indicator = document.querySelector('.live-indicator')!;
    seen.push(indicator.textContent ?? '');
    new MutationObserver(() => seen.push(indicator.textContent ?? '')).observe(indicator, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { indicatorTexts: string[] }).indicatorTexts);
}

test.describe('realtime in the browser', () => {
  const suite = useOwnerSuite();

  /** A tick by the guest of `accessToken`, saved from elsewhere (the API, as another device would). */
  async function tickElsewhere(accessToken: string, itemId: string): Promise<void> {
    const res = await call(suite.app.url, 'POST', `/api/guest/shared/${accessToken}/respond`, { item: itemId, key: 'complete', value: true });
    expect(res.status).toBe(200);
  }

  /** A fresh checklist shared with one fresh address; returns it with the guest's link path. */
  async function shared(title: string): Promise<{ checklist: CreatedChecklist; guestPath: string; accessToken: string }> {
    const checklist = await createChecklist(suite.app, suite.owner.token, { title, items: ITEMS });
    const guest = `guest.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.net`;
    const res = await call(suite.app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [guest] }, suite.owner.token);
    expect(res.status).toBe(200);
    const guestPath = await mailedPath(suite.app.dataDir, guest, '/shared/');
    return { checklist, guestPath, accessToken: guestPath.split('/').pop()! };
  }

  test("the owner's Shared Progress follows a guest's ticks within 3 s, with no reload", async () => {
    const { checklist, guestPath } = await shared('Moving house');
    const ownerSide = await newPage(suite.browser, DESKTOP);
    const guestSide = await newPage(suite.browser, PHONE);
    try {
      const page = ownerSide.page;
      await signInPage(page, suite.app.url, suite.owner);
      await page.goto(`${suite.app.url}/dashboard`);
      const card = cardOf(page, checklist.title);
      await expect(card.getByText(M.completedOf(0, 3))).toBeVisible();
      await expect(liveStatus(page).filter({ hasText: R.live })).toBeVisible();
      let navigations = 0;
      page.on('framenavigated', (f) => f === page.mainFrame() && navigations++);

      const guest = guestSide.page;
      await guest.goto(`${suite.app.url}${guestPath}`);
      await guest.getByLabel(ITEMS[1]!.text, { exact: true }).click();
      await expect(card.getByText(M.completedOf(1, 3))).toBeVisible({ timeout: LIVE_MS });
      expect(await card.locator('.shared-progress__overall').innerText()).toMatch(/33%/);

      await guest.getByLabel(ITEMS[0]!.text, { exact: true }).click();
      await expect(card.getByText(M.completedOf(2, 3))).toBeVisible({ timeout: LIVE_MS });
      await guest.getByLabel(ITEMS[1]!.text, { exact: true }).click();
      await expect(card.getByText(M.completedOf(1, 3))).toBeVisible({ timeout: LIVE_MS });
      expect(navigations).toBe(0);

      // The expanded item list moves too.
      await card.getByRole('button', { name: /^guest\./ }).click();
      const rows = card.locator('.recipient__item');
      await guest.getByLabel(ITEMS[2]!.text, { exact: true }).click();
      await expect(card.getByText(M.completedOf(2, 3))).toBeVisible({ timeout: LIVE_MS });
      expect(await rows.allInnerTexts()).toEqual([
        expect.stringContaining(M.itemComplete),
        expect.stringContaining(M.itemPending),
        expect.stringContaining(M.itemComplete),
      ]);
    } finally {
      await ownerSide.context.close();
      await guestSide.context.close();
    }
  });

  test("the live connection is a websocket to the page's own origin, which its CSP (connect-src 'self') allows", async () => {
    const { page, context } = await newPage(suite.browser, DESKTOP);
    try {
      const refused: string[] = [];
      page.on('console', (message) => /Content Security Policy/i.test(message.text()) && refused.push(message.text()));
      const frames = new Map<string, number>();
      page.on('websocket', (ws) => {
        frames.set(ws.url(), 0);
        ws.on('framereceived', () => frames.set(ws.url(), frames.get(ws.url())! + 1));
      });
      await signInPage(page, suite.app.url, suite.owner);
      await page.goto(`${suite.app.url}/dashboard`);
      await expect(liveStatus(page).filter({ hasText: R.live })).toBeVisible();
      const origin = new URL(suite.app.url);
      const own = () => [...frames].filter(([url, n]) => new URL(url).host === origin.host && new URL(url).pathname.startsWith('/socket.io/') && n > 0);
      await expect.poll(() => own().length).toBeGreaterThan(0);
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('one guest link open on two devices stays in step', async () => {
    const { guestPath } = await shared('Two devices');
    const phone = await newPage(suite.browser, PHONE);
    const laptop = await newPage(suite.browser, DESKTOP);
    try {
      const bothJoined = Promise.all([socketConnected(phone.page), socketConnected(laptop.page)]);
      await phone.page.goto(`${suite.app.url}${guestPath}`);
      await laptop.page.goto(`${suite.app.url}${guestPath}`);
      const onLaptop = laptop.page.getByLabel(ITEMS[0]!.text, { exact: true });
      await expect(onLaptop).not.toBeChecked();
      // Both sockets joined before the tick (the page fetches first, then the socket connects).
      await bothJoined;
      await phone.page.getByLabel(ITEMS[0]!.text, { exact: true }).click();
      await laptop.page.waitForFunction(
        (text) => [...document.querySelectorAll('input[type=checkbox]')].some((el) => (el as HTMLInputElement).checked && el.closest('li')?.textContent?.includes(text)),
        ITEMS[0]!.text,
        { timeout: LIVE_MS },
      );
      await expect(onLaptop).toBeChecked();
      await laptop.page.getByLabel(ITEMS[0]!.text, { exact: true }).click();
      await phone.page.waitForFunction(
        (text) => [...document.querySelectorAll('input[type=checkbox]')].every((el) => !((el as HTMLInputElement).checked && el.closest('li')?.textContent?.includes(text))),
        ITEMS[0]!.text,
        { timeout: LIVE_MS },
      );
    } finally {
      await phone.context.close();
      await laptop.context.close();
    }
  });

  test('a tick saved after the list loaded but before the page went live still shows, with no reload', async () => {
    const { checklist, accessToken } = await shared('Slow connection');
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      // The page's sockets wait until the tick is saved.
      const sockets = await holdSockets(page);
      await signInPage(page, suite.app.url, suite.owner);
      await page.goto(`${suite.app.url}/dashboard`);
      const card = cardOf(page, checklist.title);
      await expect(card.getByText(M.completedOf(0, 3))).toBeVisible();
      await sockets.held();

      await tickElsewhere(accessToken, checklist.items[1]!.id);
      const navigations = countNavigations(page);
      sockets.release();

      await expect(liveStatus(page).filter({ hasText: R.live })).toBeVisible({ timeout: 10_000 });
      await expect(card.getByText(M.completedOf(1, 3))).toBeVisible({ timeout: LIVE_MS });
      expect(navigations()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('on a second device, a tick saved while this page was still connecting shows, with no reload', async () => {
    const { checklist, guestPath, accessToken } = await shared('Second device');
    const { context, page } = await newPage(suite.browser, PHONE);
    try {
      // This page's socket waits until the other device's tick is saved.
      const sockets = await holdSockets(page);
      const pageAsked = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes(`/api/guest/shared/${accessToken}`));
      await page.goto(`${suite.app.url}${guestPath}`);
      expect((await pageAsked).status()).toBe(200);
      const item = page.getByLabel(ITEMS[1]!.text, { exact: true });
      await expect(item).not.toBeChecked();
      await sockets.held();

      await tickElsewhere(accessToken, checklist.items[1]!.id);
      const navigations = countNavigations(page);
      sockets.release();

      // (The guest page shows no live indicator: its socket connects within a second of the release.)
      await expect(item).toBeChecked({ timeout: 10_000 });
      expect(navigations()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('after the connection drops, the indicator says so and the missed ticks arrive on reconnect', async () => {
    const { checklist, accessToken } = await shared('Flaky network');
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      // Sockets go through a route so the test can drop them; offline makes the retries fail.
      const open: WebSocketRoute[] = [];
      await page.routeWebSocket(/\/socket\.io\//, (ws) => {
        open.push(ws);
        ws.connectToServer();
      });

      await signInPage(page, suite.app.url, suite.owner);
      await page.goto(`${suite.app.url}/dashboard`);
      const card = cardOf(page, checklist.title);
      await expect(card.getByText(M.completedOf(0, 3))).toBeVisible();
      await expect(liveStatus(page).filter({ hasText: R.live })).toBeVisible();

      await context.setOffline(true);
      for (const ws of open.splice(0)) await ws.close({ code: 1001, reason: 'network gone' });
      await expect(liveStatus(page).filter({ hasText: R.reconnecting })).toBeVisible({ timeout: LIVE_MS });

      const res = await call(suite.app.url, 'POST', `/api/guest/shared/${accessToken}/respond`, { item: checklist.items[2]!.id, key: 'complete', value: true });
      expect(res.status).toBe(200);
      // Missed while offline: the count moves only once the connection is back.
      await expect(card.getByText(M.completedOf(0, 3))).toHaveCount(1);

      await context.setOffline(false);
      await expect(liveStatus(page).filter({ hasText: R.live })).toBeVisible({ timeout: 10_000 });
      await expect(card.getByText(M.completedOf(1, 3))).toBeVisible({ timeout: LIVE_MS });
    } finally {
      await context.close();
    }
  });

  test('a socket that died without a close frame: on waking, a missed tick shows within 5 s and the indicator never claims Live meanwhile', async () => {
    const { checklist, accessToken } = await shared('Laptop asleep');
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      const sockets = await silenceableSockets(page);
      await signInPage(page, suite.app.url, suite.owner);
      await page.goto(`${suite.app.url}/dashboard`);
      const card = cardOf(page, checklist.title);
      await expect(card.getByText(M.completedOf(0, 3))).toBeVisible();
      await expect(liveStatus(page).filter({ hasText: R.live })).toBeVisible();

      sockets.kill();
      await tickElsewhere(accessToken, checklist.items[1]!.id);
      const indicator = await recordIndicator(page);
      await wake(page);
      await expect(card.getByText(M.completedOf(1, 3))).toBeVisible({ timeout: WAKE_MS });
      // The silent socket did not answer the page's check: the indicator said so, then went Live
      // again on a new connection, which gets the next tick as it happens.
      await expect.poll(indicator, { timeout: WAKE_MS }).toContain(R.reconnecting);
      await expect(liveStatus(page).filter({ hasText: R.live })).toBeVisible({ timeout: WAKE_MS });
      await tickElsewhere(accessToken, checklist.items[2]!.id);
      await expect(card.getByText(M.completedOf(2, 3))).toBeVisible({ timeout: LIVE_MS });
    } finally {
      await context.close();
    }
  });

  test("the guest page's socket died without a close frame: on waking, a revocation shows within 5 s", async () => {
    const { checklist, guestPath } = await shared('Guest asleep');
    const { context, page } = await newPage(suite.browser, PHONE);
    try {
      const sockets = await silenceableSockets(page);
      const joined = socketConnected(page);
      await page.goto(`${suite.app.url}${guestPath}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Guest asleep' })).toBeVisible();
      await joined;

      sockets.kill();
      const edit = await call(suite.app.url, 'GET', `/api/checklist/${checklist.id}/edit`, undefined, suite.owner.token);
      const shareId = edit.body.shares[0].id;
      expect((await call(suite.app.url, 'POST', `/api/checklist/${checklist.id}/shares/${shareId}/revoke`, undefined, suite.owner.token)).status).toBe(200);
      await wake(page);
      await expect(page.getByRole('heading', { level: 1, name: G.linkInactiveTitle })).toBeVisible({ timeout: WAKE_MS });
    } finally {
      await context.close();
    }
  });
});
