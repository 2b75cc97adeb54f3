import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shareLinkPath } from './share-link-path';

/** Deletes the recipient's share and their responses (204). */
export function removeShare(checklistId: string, shareId: string): Promise<void> {
  return apiRequest<void>(shareLinkPath(checklistId, shareId), { method: 'DELETE' });
}

/** Removes one recipient; `onRemoved` lets the screen refresh its list (the row is gone). */
export function useRemoveShare(checklistId: string, shareId: string, onRemoved?: () => unknown) {
  return useMutation({
    mutationFn: () => removeShare(checklistId, shareId),
    onSuccess: () => onRemoved?.(),
  });
}
