import { useMutation } from '@tanstack/react-query';
import type { NudgeAllResponse, NudgeRequest } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

export function nudgeAll(checklistId: string, message: string | null): Promise<NudgeAllResponse> {
  return apiRequest<NudgeAllResponse>(`/checklist/${encodeURIComponent(checklistId)}/nudge`, {
    method: 'POST',
    body: (message ? { message } : {}) satisfies NudgeRequest,
  });
}

/**
 * Nudges every pending recipient of a checklist. `onSettled` runs after every attempt: the screen
 * refreshes the owner's list there, since the answer carries only the counts.
 */
export function useNudgeAll(checklistId: string, onSettled?: () => unknown) {
  return useMutation({
    mutationFn: (message: string | null) => nudgeAll(checklistId, message),
    onSettled: () => onSettled?.(),
  });
}
