import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { formatDueMoment, GUEST_PAGE_HTML, GUEST_PAGE_TEXTS as G, SHARING_MESSAGES as M } from '@ticklist/contracts';
import { call } from '../kit';
import { expect, test, type RunningApp } from './support/fixtures';
import { PHONE, hasHorizontalScroll } from './support/browser';
import type { TestOwner } from './support/session';
import { createChecklist, mailedPath, registerVerifiedOwner } from './support/sharing';

/** Issue 22: a guest link paints from its HTML, then React takes over without a flash or a shift. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const ITEMS = ['Charge the radio', 'Fill the tank', 'Count the cones'];
const snapshot = `#${GUEST_PAGE_HTML.snapshotId}`;

test.describe('the guest page painted from its HTML', () => {
  let app: RunningApp;
  let browser: Browser;
  let owner: TestOwner;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
    owner = await registerVerifiedOwner(app, 'paint');
  });

  /** A fresh recipient's link path for a new checklist, and its id. */
  async function newLink(title: string): Promise<{ path: string; checklistId: string }> {
    const checklist = await createChecklist(app, owner.token, { title, items: ITEMS.map((text) => ({ text })) });
    const email = `paint-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.net`;
    const shared = await call(app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [email] }, owner.token);
    expect(shared.status).toBe(200);
    return { path: await mailedPath(app.dataDir, email, '/shared/'), checklistId: checklist.id };
  }

  const watchConsole = (page: Page): string[] => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    return problems;
  };

  test('with JavaScript off, the checklist, its sender and its notes are on the page', async () => {
    const { path } = await newLink('Paint without scripts');
    const token = path.split('/').pop()!;
    const note = `note-${Date.now().toString(36)}`;
    const view = await call(app.url, 'GET', `/api/guest/shared/${token}`);
    const first = view.body.share.checklist.items[0].id;
    expect((await call(app.url, 'POST', `/api/guest/shared/${token}/respond`, { item: first, key: 'notes', value: note })).status).toBe(200);

    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(app.url + path);
      await expect(page).toHaveTitle('Paint without scripts · Ticklist');
      const shown = page.locator(snapshot);
      await expect(shown.getByRole('heading', { level: 1 })).toHaveText('Paint without scripts');
      await expect(shown.getByText(M.sharedBy(M.ownerNamed(owner.email, owner.user.username)))).toBeVisible();
      for (const text of ITEMS) await expect(shown.getByText(text, { exact: true })).toBeVisible();
      expect(await shown.locator('textarea').first().inputValue()).toBe(note);
      expect(await hasHorizontalScroll(page)).toBe(false);
    } finally {
      await context.close();
    }
  });

  test('React takes over with no console error, no layout shift, and the page works at once; axe finds nothing at 390 px', async () => {
    const { path } = await newLink('Paint then run');
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(app.url + path);
      await expect(page.locator(snapshot)).toHaveCount(0, { timeout: 15_000 });
      expect(await page.locator('h1').count()).toBe(1);
      const item = page.getByLabel(ITEMS[1]!, { exact: true });
      await item.check();
      await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a due moment reads the same in the first paint as a moment later, in the zone it was chosen in, named, whatever the reader’s zone', async () => {
    const checklist = await createChecklist(app, owner.token, {
      title: 'Due in New York',
      items: ITEMS.map((text) => ({ text })),
      dueAt: '2026-12-15T23:30:00-05:00',
      dueTimeZone: 'America/New_York',
    });
    const email = `paint-due-${Date.now().toString(36)}@example.net`;
    expect((await call(app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [email] }, owner.token)).status).toBe(200);
    const path = await mailedPath(app.dataDir, email, '/shared/');
    // The example of issue 51: Tuesday 15 December, 23:30 in New York, the zone named.
    const expected = G.dueOn(formatDueMoment('2026-12-16T04:30:00.000Z', 'America/New_York', 'en-US'));
    expect(expected).toBe('Due Tuesday, December 15, 2026 at 11:30 PM Eastern Standard Time');

    // A reader far from New York (and from the server's zone) with scripts off: the server's paint.
    const still = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, locale: 'en-US', timezoneId: 'Asia/Tokyo' });
    const live = await browser.newContext({ viewport: PHONE, locale: 'en-US', timezoneId: 'Asia/Tokyo' });
    try {
      const painted = await still.newPage();
      await painted.goto(app.url + path);
      await expect(painted.locator(snapshot).getByText(expected, { exact: true })).toBeVisible();
      const hydrated = await live.newPage();
      await hydrated.goto(app.url + path);
      await expect(hydrated.locator(snapshot)).toHaveCount(0);
      await expect(hydrated.getByText(expected, { exact: true })).toBeVisible();
    } finally {
      await still.close();
      await live.close();
    }
  });

  test("one recipient's page never shows in another's link, and a revoked link still shows as today", async () => {
    const { path, checklistId } = await newLink('Two links');
    const other = await newLink('Another list');
    const res = await fetch(app.url + other.path);
    expect(await res.text()).not.toContain('Two links');

    const shares = await call(app.url, 'GET', `/api/checklist/${checklistId}/edit`, undefined, owner.token);
    const shareId = shares.body.shares[0].id;
    expect((await call(app.url, 'POST', `/api/checklist/${checklistId}/shares/${shareId}/revoke`, undefined, owner.token)).status).toBe(200);
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(app.url + path);
      await expect(page.getByRole('heading', { level: 1, name: G.linkInactiveTitle })).toBeVisible();
      await expect(page.locator(snapshot)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
