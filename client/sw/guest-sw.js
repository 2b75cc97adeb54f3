// The guest page's service worker, served at /shared/sw.js so that its scope is /shared/: it never
// sees an owner page. The build prepends VERSION (a hash of the shell's file names) and SHELL (the
// guest page's assets: the entry, the providers and the guest route with every chunk they import,
// lazily or not, and their CSS), and copies the names below from libs/contracts (GUEST_APP).
//
// - Navigations to /shared/…: the network first; offline, the cached page (the SPA's index.html).
// - /assets/… (hashed, never change): the cache first.
// - GET /api/guest/shared/{token}: the network first, the last answer kept per link; offline, that
//   answer. A 404 or 410 forgets it. No other API answer is ever cached.
// - A note the page could not save before it was left (navigated away, reloaded, closed, hidden)
//   arrives as a SAVE_ON_EXIT message: the worker sends it, since it outlives the page (a request the
//   page starts while being left is cancelled with it when the worker controls the page). The
//   page's Idempotency-Key makes a repeated send count once.
// A new deploy brings a new VERSION: the new shell is cached at install, and old shells are
// deleted when it activates; the page then runs on the new assets from its next load.

const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${VERSION}`;
const SHELL_PAGE = '/shared/';
const GUEST_ANSWER = /^\/api\/guest\/shared\/[^/]+$/;
const GUEST_RESPOND = /^\/api\/guest\/shared\/[^/]+\/respond$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([SHELL_PAGE, ...SHELL]))
      // Taking over at once is safe: the old shell's pages keep the chunks they already loaded,
      // and a chunk they still ask for is fetched from the network.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(SHELL_CACHE_PREFIX) && n !== SHELL_CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data;
  if (!message || message.type !== SAVE_ON_EXIT || typeof message.url !== 'string') return;
  const url = new URL(message.url, self.location.origin);
  if (url.origin !== self.location.origin || !GUEST_RESPOND.test(url.pathname)) return;
  event.waitUntil(
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': String(message.idempotencyKey) },
      body: JSON.stringify(message.body),
      credentials: 'omit',
    }).catch(() => undefined),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith('/shared/')) event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (GUEST_ANSWER.test(url.pathname)) event.respondWith(guestAnswer(request));
});

async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy)).catch(() => undefined);
  }
  return response;
}

async function guestAnswer(request) {
  const cache = await caches.open(DATA_CACHE);
  const key = new URL(request.url).pathname;
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    // The page asked for the server's answer or nothing (the offline queue's conflict check).
    if (request.cache === 'no-store') throw error;
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
  if (response.status === 200) await cache.put(key, response.clone());
  else if (response.status === 404 || response.status === 410) await cache.delete(key);
  return response;
}
