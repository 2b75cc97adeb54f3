import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { GUEST_PAGE_HTML, type GuestShareResponse } from '@ticklist/contracts';

type RenderGuestPage = (accessToken: string, answer: GuestShareResponse) => string;

interface Parts {
  /** index.html around the point where the page goes (`<div id="root">`). */
  head: string;
  tail: string;
  render: RenderGuestPage;
}

const ROOT = '<div id="root"></div>';

/** `<` escaped, so no text in the answer can close the script element it sits in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * `template` with `placeholder` replaced by `text`, taken as it is: a string given to
 * String.replace would read `$&`, `$'`, `` $` ``, `$1` and `$$` in it as patterns (a title
 * "R&D $'s budget" copied the rest of the page into it). A function's answer is never read so.
 */
const fillIn = (template: string, placeholder: string, text: string) => template.replace(placeholder, () => text);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A guest link's HTML with the page already in it (issue 22): index.html, plus the guest route's
 * CSS and chunks linked from the head, the page rendered by the client's own components (the
 * build's dist-ssr/guest-snapshot.cjs, a build artifact: the server imports no client source) in an
 * inert element before #root, and the guest answer as JSON for the client to start from. Without
 * the build artifact (a client built without it) there is nothing to compose and the SPA's
 * index.html is served as before.
 */
export class GuestPageHtml {
  private readonly logger = new Logger('GuestPage');
  private readonly parts: Parts | null;

  constructor(clientDist: string) {
    this.parts = loadParts(clientDist);
  }

  get available(): boolean {
    return this.parts !== null;
  }

  /** The page for this answer, or null when it cannot be rendered (the caller serves index.html). */
  compose(accessToken: string, answer: GuestShareResponse): string | null {
    if (!this.parts) return null;
    let page: string;
    try {
      page = this.parts.render(accessToken, answer);
    } catch (error) {
      this.logger.error(`rendering a guest page failed: ${(error as Error)?.message ?? error}`);
      return null;
    }
    // A guest's page is never to be indexed (issue 44; the header says it too, search-engines.ts).
    const title = `<title>${escapeHtml(answer.share.checklist.title)} · Ticklist</title><meta name="robots" content="noindex, nofollow">`;
    return [
      fillIn(this.parts.head, '<title>Ticklist</title>', title),
      `<div id="${GUEST_PAGE_HTML.snapshotId}" inert>${page}</div>`,
      ROOT,
      `<script type="application/json" id="${GUEST_PAGE_HTML.answerId}">${scriptSafeJson(answer)}</script>`,
      this.parts.tail,
    ].join('');
  }
}

function loadParts(clientDist: string): Parts | null {
  const index = join(clientDist, 'index.html');
  const assets = join(clientDist, 'guest-page.json');
  const renderer = join(clientDist, '..', 'dist-ssr', 'guest-snapshot.cjs');
  if (![index, assets, renderer].every((file) => existsSync(file))) return null;
  const html = readFileSync(index, 'utf8');
  const at = html.indexOf(ROOT);
  if (at < 0) return null;
  const { css, boot, modulepreload } = JSON.parse(readFileSync(assets, 'utf8')) as { css: string[]; boot: string; modulepreload: string[] };
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) return null;
  const indexPreloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const app = { entry: entry[1], preload: [...indexPreloads, ...modulepreload] };
  const links = css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  // The app's entry and its preloads give way to guest-boot, which loads them after the first paint.
  const withoutPreloads = html.slice(0, at).replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  const boots = fillIn(withoutPreloads, entry[0], `<script type="application/json" id="${GUEST_PAGE_HTML.appId}">${scriptSafeJson(app)}</script><script type="module" crossorigin src="${boot}"></script>`);
  const head = fillIn(boots, '</head>', `${links}</head>`);
  const { renderGuestPage } = createRequire(__filename)(renderer) as { renderGuestPage: RenderGuestPage };
  return { head, tail: html.slice(at + ROOT.length), render: renderGuestPage };
}
