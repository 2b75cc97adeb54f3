import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { StaleEventGuard } from '@/lib/realtime/stale-event-guard';
import { useRealtimeSocket } from '@/lib/realtime/use-realtime-socket';
import { useSession } from '@/lib/session/session';
import type { AppSocket } from '@/lib/realtime/socket';
import { checklistsListKey, type ChecklistsListData } from '../api/get-checklists';
import { applyProgressToList } from './progress-cache';
import { countsNeedServer } from './counts-cache';
import { useCountsRefresh } from './use-counts-refresh';
import type { ShareActivityEvent, ShareJobEvent } from '@ticklist/contracts';
import { applyActivityToList, applyDeliveryToList, applyPresenceToList, applyRemindedToList, applyReviewToList } from './share-cache';

/** Wait after a `share:reminded` before re-fetching the list, so a 'Nudge all' costs one fetch. */
const REMINDED_REFRESH_MS = 1_500;

/**
 * Owner dashboard: one socket, subscribed to each given checklist; every `share:progress`
 * updates the share's completedItems in the cached lists (stale events dropped), every
 * `share:reminded` its reminder count and date, every `share:delivery` its invitation's state,
 * every `share:presence` whether the recipient is viewing, and every `share:activity` its first
 * opening (and, through `onActivity`, the timelines).
 * Each subscribe's answer brings the shares' progress as it stands (ticks saved between the list
 * fetch and the subscribe). After a reconnect, and when the page comes back (woken, online,
 * focused), the list is also re-fetched, for what else changed.
 */
export function useLiveChecklistProgress(
  checklistIds: string[],
  /** Also given each `share:activity`: the route hands it to the feature that shows timelines. */
  onActivity?: (event: ShareActivityEvent) => void,
  /** Given each `share:job`: the route hands it to the sharing feature (the share panel's progress). */
  onShareJob?: (event: ShareJobEvent) => void,
  /** Given each `share:message` and `share:message-deleted`: the route hands it to the sharing feature (the recipient's thread). */
  onMessage?: (event: { checklistId: string; shareId: string }) => void,
): { connected: boolean } {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [guard] = useState(() => new StaleEventGuard());
  // Stable identity for the id set, whatever order or array instance the caller passes.
  const idsKey = useMemo(() => [...new Set(checklistIds)].sort().join(','), [checklistIds]);
  const wanted = useMemo(() => (idsKey ? idsKey.split(',') : []), [idsKey]);
  /** Ids the current connection is subscribed to (rooms are per connection). */
  const subscribed = useRef(new Set<string>());
  const refreshTimer = useRef<number | undefined>(undefined);
  const counts = useCountsRefresh();
  useEffect(() => () => window.clearTimeout(refreshTimer.current), []);

  /**
   * Joins the checklist's room and takes its shares' progress as it stands from the answer: a tick
   * saved after the list was fetched but before the join is in it; every later one comes as an event.
   */
  const subscribe = useCallback((socket: AppSocket, id: string) => {
    subscribed.current.add(id);
    socket.emit('checklist:subscribe', { checklistId: id, progress: true }, (ack) => {
      if (ack.ok && ack.counts) counts.put(id, ack.counts);
      const fresh = ack.ok ? (ack.progress ?? []).filter((share) => guard.accept(share)) : [];
      if (fresh.length === 0) return;
      queryClient.setQueriesData<ChecklistsListData>({ queryKey: checklistsListKey }, (data) =>
        fresh.reduce((list, share) => applyProgressToList(list, { checklistId: id, ...share }), data),
      );
    });
  }, [guard, queryClient, counts]);

  const { connected, socketRef } = useRealtimeSocket(token ? { token } : null, {
    // Handlers run as of the latest render, so `wanted` here is the current id set.
    onConnect(socket, reconnected) {
      subscribed.current.clear();
      for (const id of wanted) subscribe(socket, id);
      if (reconnected) void queryClient.invalidateQueries({ queryKey: checklistsListKey });
    },
    // Back from sleep or a network switch: ticks sent to a silently dead socket are fetched.
    onPageBack() {
      void queryClient.invalidateQueries({ queryKey: checklistsListKey });
    },
    onProgress(event) {
      if (!guard.accept(event)) return;
      queryClient.setQueriesData<ChecklistsListData>({ queryKey: checklistsListKey }, (data) => applyProgressToList(data, event));
      const lists = queryClient.getQueriesData<ChecklistsListData>({ queryKey: checklistsListKey });
      if (lists.some(([, data]) => countsNeedServer(data, event.checklistId, event.shareId))) counts.refresh(event.checklistId);
    },
    onReminded(event) {
      queryClient.setQueriesData<ChecklistsListData>({ queryKey: checklistsListKey }, (data) => applyRemindedToList(data, event));
      // The event does not carry the exact next-nudge moment: fetch it, once for a burst of events.
      window.clearTimeout(refreshTimer.current);
      refreshTimer.current = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: checklistsListKey }), REMINDED_REFRESH_MS);
    },
    onDelivery(event) {
      queryClient.setQueriesData<ChecklistsListData>({ queryKey: checklistsListKey }, (data) => applyDeliveryToList(data, event));
    },
    onActivity(event) {
      queryClient.setQueriesData<ChecklistsListData>({ queryKey: checklistsListKey }, (data) => applyActivityToList(data, event));
      onActivity?.(event);
    },
    onPresence(event) {
      queryClient.setQueriesData<ChecklistsListData>({ queryKey: checklistsListKey }, (data) => applyPresenceToList(data, event));
    },
    onShareJob(event) {
      onShareJob?.(event);
    },
    onMessage(event) {
      onMessage?.(event);
    },
    // A review changed: the row's state now; its progress (items sent back) comes as share:progress.
    onReview(event) {
      queryClient.setQueriesData<ChecklistsListData>({ queryKey: checklistsListKey }, (data) => applyReviewToList(data, event));
    },
  });

  useEffect(() => {
    const socket = socketRef.current;
    if (!socket || !connected) return;
    const want = new Set(wanted);
    for (const id of [...subscribed.current]) {
      if (!want.has(id)) {
        subscribed.current.delete(id);
        socket.emit('checklist:unsubscribe', { checklistId: id }, () => undefined);
      }
    }
    for (const id of wanted) if (!subscribed.current.has(id)) subscribe(socket, id);
  }, [wanted, connected, socketRef, subscribe]);

  useEffect(() => guard.clear(), [token, guard]);

  return { connected };
}
