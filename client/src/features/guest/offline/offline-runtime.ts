import { createStore, del, get, set } from 'idb-keyval';
import { GUEST_APP, type GuestShareResponse } from '@ticklist/contracts';
import { fetchGuestShare } from '../api/guest-share';
import { respond, type GuestRespondBody } from '../api/respond';
import { sendQueuedFile } from '../answers/send-queued-file';
import { OfflineQueue, type OfflineQueueDeps, type QueueStore } from './offline-queue';
import type { QueuedChange } from './queue-model';

/**
 * What the guest page loads after its first render (so none of it weighs on the first load):
 * IndexedDB for the queue (idb-keyval), the service worker, the web app manifest, and the
 * Cache Storage copy of the last answer the service worker serves offline.
 */

const queues = createStore('ticklist-guest', 'queues');

function queueStore(accessToken: string): QueueStore {
  return {
    load: async () => (await get<QueuedChange[]>(accessToken, queues)) ?? [],
    save: (changes) => (changes.length ? set(accessToken, changes, queues) : del(accessToken, queues)),
  };
}

export type QueueCallbacks = Pick<OfflineQueueDeps, 'onSaved' | 'onShare' | 'onGiveUp' | 'onState'>;

export async function openOfflineQueue(accessToken: string, callbacks: QueueCallbacks): Promise<OfflineQueue> {
  const queue = new OfflineQueue({
    store: queueStore(accessToken),
    // Conflicts are found against the server's note as it is now: an offline copy (the service
    // worker's, when its network comes back a moment after the page's) would hide another device's note.
    fetchShare: () => fetchGuestShare(accessToken, undefined, true),
    send: (change) =>
      change.key === 'file'
        ? sendQueuedFile(accessToken, change)
        : respond(accessToken, { item: change.item, key: change.key, value: change.value, ...(change.runId ? { runId: change.runId } : {}) } as GuestRespondBody, change.id),
    newId: () => crypto.randomUUID(),
    ...callbacks,
  });
  await queue.init();
  return queue;
}

/** Service workers exist only in secure contexts (HTTPS, localhost): elsewhere nothing is promised offline. */
export function offlineCapable(): boolean {
  return window.isSecureContext && 'serviceWorker' in navigator && 'caches' in window;
}

export function registerGuestServiceWorker(): void {
  if (!offlineCapable()) return;
  navigator.serviceWorker.register(GUEST_APP.serviceWorkerPath, { scope: GUEST_APP.scope }).catch((error) => console.error('The offline guest page could not be set up', error));
}

/** Installable from the guest page only: the manifest link exists nowhere else. */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = GUEST_APP.manifestPath;
  document.head.append(link);
}

/**
 * Keeps the service worker's copy of this link's answer at what the page last saw from the server
 * (the first visit's answer included, which passed before the worker was there).
 */
export async function rememberShare(accessToken: string, data: GuestShareResponse): Promise<void> {
  if (!offlineCapable()) return;
  const cache = await caches.open(GUEST_APP.dataCache);
  const body = JSON.stringify(data);
  await cache.put(`/api/guest/shared/${encodeURIComponent(accessToken)}`, new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}
