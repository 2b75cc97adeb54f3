import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ShareActivityEvent } from '@ticklist/contracts';
import { prependActivity, shareActivityKey, type ShareActivityData } from '../api/get-share-activity';

/**
 * Puts a `share:activity` entry on its recipient's timeline, when that timeline is loaded (one
 * not loaded yet fetches it fresh when opened). For the route to hand to the socket's owner.
 */
export function useApplyShareActivity(): (event: ShareActivityEvent) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (event: ShareActivityEvent) => {
      queryClient.setQueryData<ShareActivityData>(shareActivityKey(event.checklistId, event.shareId), (data) => prependActivity(data, event.entry));
    },
    [queryClient],
  );
}
