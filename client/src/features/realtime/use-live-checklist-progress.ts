import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/auth-context';
import type { AppSocket } from '@/lib/socket';
import { applyProgressToChecklistData, StaleEventGuard } from './progress-cache';
import { useRealtimeSocket } from './use-realtime-socket';

/** The dashboard list query (InfiniteData<ChecklistPage>) that live events update. */
export const CHECKLIST_LIST_QUERY_KEY = ['checklists', 'list'] as const;

/**
 * Owner dashboard: one socket, subscribed to each given checklist; every `share:progress`
 * updates the share's completedItems in the cached checklist data (stale events dropped).
 * After a reconnect the list is re-fetched to catch events missed while offline.
 */
export function useLiveChecklistProgress(checklistIds: string[]): { connected: boolean } {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const guard = useRef(new StaleEventGuard()).current;
  // Stable identity for the id set, whatever order or array instance the caller passes.
  const idsKey = useMemo(() => [...new Set(checklistIds)].sort().join(','), [checklistIds]);
  const wanted = useMemo(() => (idsKey ? idsKey.split(',') : []), [idsKey]);
  const wantedRef = useRef<string[]>(wanted);
  wantedRef.current = wanted;
  /** Ids the current connection is subscribed to (rooms are per connection). */
  const subscribed = useRef(new Set<string>());

  const subscribe = (socket: AppSocket, id: string) => {
    subscribed.current.add(id);
    socket.emit('checklist:subscribe', { checklistId: id }, () => undefined);
  };

  const { connected, socketRef } = useRealtimeSocket(token ? { token } : null, {
    onConnect(socket, reconnected) {
      subscribed.current.clear();
      for (const id of wantedRef.current) subscribe(socket, id);
      if (reconnected) void queryClient.invalidateQueries({ queryKey: CHECKLIST_LIST_QUERY_KEY });
    },
    onProgress(event) {
      if (!guard.accept(event)) return;
      // Only the dashboard list: the edit page's data also feeds a form that must not be reset
      // under the owner's hands (it is re-fetched when opened).
      queryClient.setQueryData(CHECKLIST_LIST_QUERY_KEY, (data: unknown) => applyProgressToChecklistData(data, event));
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
  }, [wanted, connected, socketRef]);

  useEffect(() => guard.clear(), [token, guard]);

  return { connected };
}
