import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ShareJob, ShareJobEvent } from '@ticklist/contracts';
import { handled, shareJobKey } from '../api/share-job';

/**
 * Puts a `share:job` into the job's cache entry, unless what is there is further along (events of
 * two steps may cross a fetch). For the route to hand to the socket's owner.
 */
export function useApplyShareJob(): (event: ShareJobEvent) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (event: ShareJobEvent) => {
      queryClient.setQueryData<ShareJob>(shareJobKey(event.checklistId, event.job.id), (current) =>
        current && (current.status === 'done' || handled(current) > handled(event.job)) ? current : event.job,
      );
    },
    [queryClient],
  );
}
