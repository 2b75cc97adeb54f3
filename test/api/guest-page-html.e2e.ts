import { GUEST_PAGE_HTML, type GuestShareResponse } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { ownerShare, sharedChecklist } from './support/follow-up';
import { guestRespond, guestSeen, guestView } from './support/sharing';
import { useTestServer } from './support/test-server';

/**
 * Issue 22: a guest link's HTML carries the page already rendered and the guest answer, so the
 * page paints before its scripts run. Only an active link's own HTML, never kept by a cache, and
 * fetching it records no opening (the page's API call does).
 */
describe('a guest link served with its page in the HTML', () => {
  jest.setTimeout(120_000);
  const suite = useTestServer();

  const page = async (path: string) => {
    const res = await fetch(suite.server.url + path);
    return { status: res.status, cacheControl: res.headers.get('cache-control'), type: res.headers.get('content-type'), html: await res.text() };
  };
  const embeddedAnswer = (html: string): GuestShareResponse => {
    const match = new RegExp(`<script type="application/json" id="${GUEST_PAGE_HTML.answerId}">(.*?)</script>`).exec(html);
    if (!match) throw new Error('no embedded answer');
    return JSON.parse(match[1]!) as GuestShareResponse;
  };

  it('an active link: the rendered page and the same answer as the API, no-store, and no opening recorded', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1, { title: 'Pack <the> van' });
    const [r] = recipients;
    const served = await page(`/shared/${r!.accessToken}`);
    expect(served.status).toBe(200);
    expect(served.type).toBe('text/html; charset=utf-8');
    expect(served.cacheControl).toBe('no-store');
    expect(served.html).toContain(`<div id="${GUEST_PAGE_HTML.snapshotId}" inert>`);
    expect(served.html).toContain('<title>Pack &lt;the&gt; van · Ticklist</title>');
    expect(served.html).toContain('<h1 class="runner__title" dir="auto">Pack &lt;the&gt; van</h1>');
    expect(served.html).not.toContain(r!.accessToken);
    // Reading the page recorded nothing: the owner still sees the link unopened.
    expect((await ownerShare(suite.api, owner, checklist.id, r!.shareId)).firstOpenedAt).toBeNull();
    // Nor does a headless fetch of the API (what a mail scanner does): only the page's `seen` call opens it.
    const viaApi = await guestView(suite.api, r!.accessToken);
    expect(embeddedAnswer(served.html)).toEqual(viaApi.body);
    expect((await ownerShare(suite.api, owner, checklist.id, r!.shareId)).firstOpenedAt).toBeNull();
    expect((await guestSeen(suite.api, r!.accessToken)).status).toBe(204);
    expect((await ownerShare(suite.api, owner, checklist.id, r!.shareId)).firstOpenedAt).toEqual(expect.any(String));
  });

  it("a recipient's notes are only in their own link's HTML", async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const { checklist, recipients } = await sharedChecklist(suite.api, suite.server, 2, {}, owner);
    const [a, b] = recipients;
    const note = `private-note-${Date.now().toString(36)}`;
    // Text that would close the JSON's script element if it were not escaped.
    const value = `${note}</script><script>alert(1)</script>`;
    expect((await guestRespond(suite.api, a!.accessToken, checklist.items[0]!.id, 'notes', value)).status).toBe(200);
    const own = (await page(`/shared/${a!.accessToken}`)).html;
    expect(own).toContain(note);
    expect(own).not.toContain('<script>alert(1)');
    expect(embeddedAnswer(own).share.checklist.items[0]!.response?.notes).toBe(value);
    expect((await page(`/shared/${b!.accessToken}`)).html).not.toContain(note);
    // The page without a link (the service worker's offline shell) carries no one's data.
    const shell = await page('/shared/');
    expect(shell.html).not.toContain(GUEST_PAGE_HTML.answerId);
    expect(shell.cacheControl).toBe('no-cache');
  });

  it("text holding String.replace's patterns ($&, $', $`, $1, $$) is served as written, HTML-escaped, and the page around it is whole", async () => {
    const odd = "R&D $'s budget: $& $` $1 $$ $<x>";
    const { checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1, {
      title: `Title ${odd}`,
      description: `About ${odd}`,
      items: [{ text: `Item ${odd}`, description: `Details ${odd}`, displayOrder: 1 }],
    });
    const [r] = recipients;
    expect((await guestRespond(suite.api, r!.accessToken, checklist.items[0]!.id, 'notes', `Note ${odd}`)).status).toBe(200);
    const served = (await page(`/shared/${r!.accessToken}`)).html;
    const escaped = odd.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
    expect(served).toContain(`<title>Title ${escaped} · Ticklist</title>`);
    // Nothing of the page was copied into it: one head, one title, one snapshot, one embedded answer.
    for (const once of ['<head>', '<title>', `id="${GUEST_PAGE_HTML.snapshotId}"`, `id="${GUEST_PAGE_HTML.answerId}"`, `id="${GUEST_PAGE_HTML.appId}"`]) {
      expect({ once, count: served.split(once).length - 1 }).toEqual({ once, count: 1 });
    }
    // The rendered page shows every text as written.
    const snapshot = new RegExp(`<div id="${GUEST_PAGE_HTML.snapshotId}" inert>([\\s\\S]*?)</div><div id="root">`).exec(served)?.[1] ?? '';
    const shown = snapshot.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!);
    for (const text of [`Title ${odd}`, `About ${odd}`, `Item ${odd}`, `Details ${odd}`]) expect(shown).toContain(text);
    const answer = embeddedAnswer(served);
    expect(answer).toEqual((await guestView(suite.api, r!.accessToken)).body);
    expect(answer.share.checklist.title).toBe(`Title ${odd}`);
    expect(answer.share.checklist.items[0]!.response?.notes).toBe(`Note ${odd}`);
  });

  it('the files under /shared/ (the service worker, its manifest) are still the static files', async () => {
    const worker = await fetch(`${suite.server.url}/shared/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    const manifest = await fetch(`${suite.server.url}/shared/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(await manifest.text()).not.toContain('<!doctype html>');
  });

  it('search engines (issue 44): /robots.txt is text disallowing /shared/ and /api/; guest pages and answers say noindex, other pages do not', async () => {
    const robots = await fetch(`${suite.server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /shared/\nDisallow: /api/\n');

    const { recipients } = await sharedChecklist(suite.api, suite.server, 1);
    const active = await fetch(`${suite.server.url}/shared/${recipients[0]!.accessToken}`);
    expect(active.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await active.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    for (const path of ['/shared/not-a-real-link-at-all-000000000', `/api/guest/shared/${recipients[0]!.accessToken}`]) {
      expect((await fetch(suite.server.url + path)).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    for (const path of ['/', '/login', '/api/health']) expect((await fetch(suite.server.url + path)).headers.get('x-robots-tag')).toBeNull();
  });

  it('an unknown or revoked link gets index.html as before (the page then shows the 404 or 410)', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
    const [r] = recipients;
    const revoked = await suite.api.post(`/api/checklist/${checklist.id}/shares/${r!.shareId}/revoke`, undefined, owner.token);
    expect(revoked.status).toBe(200);
    const index = await page('/login');
    for (const path of [`/shared/${r!.accessToken}`, '/shared/not-a-real-link-at-all-000000000']) {
      const served = await page(path);
      expect({ path, status: served.status, cache: served.cacheControl, same: served.html === index.html }).toEqual({ path, status: 200, cache: 'no-cache', same: true });
    }
  });
});
