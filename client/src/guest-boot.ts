/**
 * The guest link's entry (issue 22), put by the server in place of index.html's when it sends the
 * page already rendered: the page paints from HTML and CSS first, then the app loads. index.html's
 * entry would download and run before that paint; after it, the app and the guest screen's
 * chunks (named by the server in #guest-app, from the build) all download at once, and each is
 * evaluated in a task of its own (React first), not the whole module graph in one long task.
 * It imports nothing, so it stays a few hundred bytes and shares no chunk with the app.
 */
const APP_ID = 'guest-app'; // GUEST_PAGE_HTML.appId in libs/contracts

const config = document.getElementById(APP_ID);
const { entry, preload = [] } = JSON.parse(config?.textContent ?? '{}') as { entry?: string; preload?: string[] };

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Links added per task: each modulepreload link costs the main thread about half a millisecond as
 * it is added (more in a traced Lighthouse run), so nineteen in one task made a long task of their own.
 */
const LINKS_PER_TASK = 4;

async function start(): Promise<void> {
  for (const [i, href] of preload.entries()) {
    if (i > 0 && i % LINKS_PER_TASK === 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const href of preload) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  if (entry) await import(/* @vite-ignore */ entry);
}

/** A tab opened in the background paints nothing: the app loads after this anyway. */
const PAINT_WAIT_MS = 1_000;

/**
 * Runs `work` once the page's first contentful paint has been presented (the paint timing entry,
 * not the frame's main-thread step, which can come well before it on a busy device), or after
 * PAINT_WAIT_MS at the latest.
 */
function afterFirstPaint(work: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    setTimeout(work, 0);
  };
  if (typeof PerformanceObserver === 'function') {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      go();
    }).observe({ type: 'paint', buffered: true });
  }
  setTimeout(go, PAINT_WAIT_MS);
}

afterFirstPaint(() => void start());
