import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Share } from '@ticklist/contracts';
import { checklistsListKey, checklistsListKeyFor, type ChecklistsListData } from '../api/get-checklists';
import { replaceShare } from './share-cache';
import { useCountsRefresh } from './use-counts-refresh';

/**
 * Writes a share the server answered with (its due date or a nudge) into every dashboard list,
 * for the route to hand to the sharing feature, which does not know this feature's cache.
 */
export function useReplaceShare(): (checklistId: string, share: Share) => void {
  const queryClient = useQueryClient();
  const counts = useCountsRefresh();
  return useCallback(
    (checklistId: string, share: Share) => {
      queryClient.setQueriesData<ChecklistsListData>({ queryKey: checklistsListKey }, (data) => replaceShare(data, checklistId, share));
      // A recipient's own due date may put the checklist on or off the overdue list: the server decides.
      void queryClient.invalidateQueries({ queryKey: checklistsListKeyFor('overdue') });
      // A revoke or a new due moment changes what the card's summary counts (issue 44).
      counts.refresh(checklistId);
    },
    [queryClient, counts],
  );
}
