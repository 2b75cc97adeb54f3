import { GUEST_PAGE_HTML } from '@ticklist/contracts';

/**
 * The page the server rendered into the HTML (a guest link: issue 22) sits in an inert element
 * before #root, which global.css hides while it is there. React renders into the hidden #root;
 * the screen calls `revealApp()` from a layout effect once it shows the same page, so the swap
 * happens within one frame: no flash of a spinner, no layout shift.
 */
export function revealApp(): void {
  document.getElementById(GUEST_PAGE_HTML.snapshotId)?.remove();
}

let embedded: { path: string; answer: unknown } | undefined;

/**
 * Reads (once) the guest answer the server put in the HTML of `path`'s page, so the first render
 * has its data without an API round trip. Called by main.tsx before anything renders.
 */
export function readEmbeddedAnswer(path: string): void {
  const element = document.getElementById(GUEST_PAGE_HTML.answerId);
  if (!element?.textContent) return;
  try {
    embedded = { path, answer: JSON.parse(element.textContent) };
  } catch {
    // A page without usable data renders as it did before: it asks the API.
  }
  element.remove();
}

/** The embedded answer for `path`, handed out once (a later visit of the same link asks the API). */
export function takeEmbeddedAnswer<T>(path: string): T | undefined {
  if (embedded?.path !== path) return undefined;
  const { answer } = embedded;
  embedded = undefined;
  return answer as T;
}
