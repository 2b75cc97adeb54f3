import { useMutation } from '@tanstack/react-query';
import { localTimeZone, type OwnerShareResponse, type Share, type UpdateShareRequest } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

export function updateShareDue(checklistId: string, shareId: string, dueAt: string | null): Promise<OwnerShareResponse> {
  return apiRequest<OwnerShareResponse>(`/checklist/${encodeURIComponent(checklistId)}/shares/${encodeURIComponent(shareId)}`, {
    method: 'PUT',
    // The moment goes with the zone it was chosen in: the browser's.
    body: (dueAt ? { dueAt, dueTimeZone: localTimeZone() } : { dueAt }) satisfies UpdateShareRequest,
  });
}

/**
 * Sets one recipient's own due moment (null: the checklist's applies). `onShare` gets the share as
 * the server answered it: the screen writes it into the owner's list (the checklists feature's data).
 */
export function useUpdateShareDue(checklistId: string, shareId: string, onShare?: (share: Share) => unknown) {
  return useMutation({
    mutationFn: (dueAt: string | null) => updateShareDue(checklistId, shareId, dueAt),
    onSuccess: (res) => {
      if (res?.share) onShare?.(res.share);
    },
  });
}
