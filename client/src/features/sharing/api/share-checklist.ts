import { useMutation } from '@tanstack/react-query';
import type { ShareRequest, ShareResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

export function shareChecklist(checklistId: string, emails: string[]): Promise<ShareResponse> {
  return apiRequest<ShareResponse>(`/checklist/${encodeURIComponent(checklistId)}/share`, {
    method: 'POST',
    body: { emails } satisfies ShareRequest,
  });
}

/**
 * Sends the share. `onSettled` runs after every attempt, success or not: the screen passes the
 * owner's list refresh there (the list is the checklists feature's data), so new shares show up.
 */
export function useShareChecklist(checklistId: string, onSettled?: () => unknown) {
  return useMutation({
    mutationFn: (emails: string[]) => shareChecklist(checklistId, emails),
    onSettled: () => onSettled?.(),
  });
}
