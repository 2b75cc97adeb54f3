import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { shareMessagesKey } from '../api/share-messages';

/** A recipient's messages changed (`share:message`, `share:message-deleted`): their thread, when loaded, is fetched again. For the route to hand to the socket's owner. */
export function useApplyShareMessage(): (event: { checklistId: string; shareId: string }) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (event: { checklistId: string; shareId: string }) => {
      void queryClient.invalidateQueries({ queryKey: shareMessagesKey(event.checklistId, event.shareId) });
    },
    [queryClient],
  );
}
