import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GuestShareResponse } from '@ticklist/contracts';
import { guestShareKey } from '../api/guest-share';
import { savedPatch, withItem } from '../api/respond';
import type { OfflineQueue, OfflineQueueState } from './offline-queue';
import { inShownRun, type NewChange, type NoteConflict } from './queue-model';

const RETRY_MS = 10_000;

type Runtime = typeof import('./offline-runtime');

export interface OfflineGuest {
  /** Null until the queue has loaded (just after the first render). */
  state: OfflineQueueState | null;
  /** True when a change must wait in the queue: the browser is offline, or earlier ones still wait. */
  mustQueue(): boolean;
  /** Queues a change; false when the queue has not loaded yet (the change then fails as before). */
  enqueue(change: NewChange): boolean;
  /**
   * As `enqueue`, for a save the network just failed: waits for the queue when it is still loading
   * (the first moments after the first render). False where nothing is promised offline.
   */
  enqueueWhenReady(change: NewChange): Promise<boolean>;
  resolve(conflict: NoteConflict, keep: 'mine' | 'theirs'): void;
}

/**
 * The guest page's offline side, loaded after its first render: the queue of changes made
 * offline (sent when the network is back, and every RETRY_MS while some wait), the service worker
 * and the manifest, and the copy of the last answer the service worker serves offline.
 */
export function useOfflineGuest(accessToken: string, data: GuestShareResponse | undefined): OfflineGuest {
  const queryClient = useQueryClient();
  const [state, setState] = useState<OfflineQueueState | null>(null);
  const queueRef = useRef<OfflineQueue | null>(null);
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  // Settles with the queue once loaded, or null where nothing is promised offline.
  const readyRef = useRef<Promise<OfflineQueue | null>>(Promise.resolve(null));

  useEffect(() => {
    let cancelled = false;
    const key = guestShareKey(accessToken);
    const flush = () => {
      if (navigator.onLine) void queueRef.current?.flush();
    };
    const ready = import('./offline-runtime').then(async (rt): Promise<OfflineQueue | null> => {
      // Over plain HTTP at another address nothing is promised offline: the page works as before.
      if (cancelled || !rt.offlineCapable()) return null;
      rt.registerGuestServiceWorker();
      rt.linkManifest();
      const queue = await rt.openOfflineQueue(accessToken, {
        onSaved: (change, answer) =>
          queryClient.setQueryData<GuestShareResponse>(key, (d) =>
            inShownRun(change, d) ? withItem(d, change.item, savedPatch(change.key === 'file' ? 'answer' : change.key, answer)) : d,
          ),
        onShare: (share) => queryClient.setQueryData(key, share),
        onGiveUp: () => void queryClient.invalidateQueries({ queryKey: key }),
        onState: (s) => {
          if (!cancelled) setState(s);
        },
      });
      if (cancelled) return null;
      queueRef.current = queue;
      setState(queue.snapshot);
      setRuntime(rt);
      flush();
      return queue;
    });
    readyRef.current = ready.catch(() => null);
    window.addEventListener('online', flush);
    const timer = window.setInterval(() => {
      const s = queueRef.current?.snapshot;
      if (s && s.changes.length > s.conflicts.length) flush();
    }, RETRY_MS);
    return () => {
      cancelled = true;
      queueRef.current = null;
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [accessToken, queryClient]);

  // The service worker serves this copy when the network is gone.
  useEffect(() => {
    if (runtime && data?.share) runtime.rememberShare(accessToken, data).catch((error) => console.error('Keeping the checklist for offline use failed', error));
  }, [runtime, accessToken, data]);

  const mustQueue = useCallback(() => {
    const queue = queueRef.current;
    return !!queue && (!navigator.onLine || queue.snapshot.changes.length > 0);
  }, []);

  const enqueue = useCallback((change: NewChange) => {
    const queue = queueRef.current;
    if (!queue) return false;
    void queue.add(change).then(() => {
      if (navigator.onLine) void queue.flush();
    });
    return true;
  }, []);

  const enqueueWhenReady = useCallback(
    async (change: NewChange) => {
      if (queueRef.current) return enqueue(change);
      return (await readyRef.current) ? enqueue(change) : false;
    },
    [enqueue],
  );

  const resolve = useCallback((conflict: NoteConflict, keep: 'mine' | 'theirs') => void queueRef.current?.resolve(conflict, keep), []);

  return { state, mustQueue, enqueue, enqueueWhenReady, resolve };
}
