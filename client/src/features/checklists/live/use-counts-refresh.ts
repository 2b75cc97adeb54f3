import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChecklistCounts, ChecklistDetailResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { checklistsListKey, type ChecklistsListData } from '../api/get-checklists';
import { patchCountsInList } from './counts-cache';

/** Wait after a change the list cannot count itself, so a burst of ticks costs one read. */
const COUNTS_REFRESH_MS = 400;

/**
 * The dashboard's counts from the server (issue 44): `put` writes counts at hand (a subscribe's
 * answer carries them); `refresh` reads one checklist's counts (`GET /api/checklist/{id}`, whose size
 * does not grow with the audience) once a burst of changes to recipients whose rows are not loaded,
 * a revoke or a removal is over.
 */
export function useCountsRefresh(): { put: (checklistId: string, counts: ChecklistCounts) => void; refresh: (checklistId: string) => void } {
  const queryClient = useQueryClient();
  const timers = useRef(new Map<string, number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);
  const put = useCallback(
    (checklistId: string, counts: ChecklistCounts) =>
      queryClient.setQueriesData<ChecklistsListData>({ queryKey: checklistsListKey }, (data) => patchCountsInList(data, checklistId, counts)),
    [queryClient],
  );
  const refresh = useCallback(
    (checklistId: string) => {
      window.clearTimeout(timers.current.get(checklistId));
      timers.current.set(
        checklistId,
        window.setTimeout(() => {
          timers.current.delete(checklistId);
          apiRequest<ChecklistDetailResponse>(`/checklist/${encodeURIComponent(checklistId)}`)
            .then((res) => put(checklistId, res.checklist.counts))
            // A failed read leaves the counts as they were; the next change or a reconnect brings them.
            .catch(() => undefined);
        }, COUNTS_REFRESH_MS),
      );
    },
    [put],
  );
  return useMemo(() => ({ put, refresh }), [put, refresh]);
}
