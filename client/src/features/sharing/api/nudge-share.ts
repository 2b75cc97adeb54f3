import { useMutation } from '@tanstack/react-query';
import type { NudgeRequest, NudgeResponse, Share } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** 409 (too soon, with `retryAt`; done; unreachable) comes back as ApiError with the server's message, shown in the dialog. */
export function nudgeShare(checklistId: string, shareId: string, message: string | null): Promise<NudgeResponse> {
  return apiRequest<NudgeResponse>(`/checklist/${encodeURIComponent(checklistId)}/shares/${encodeURIComponent(shareId)}/nudge`, {
    method: 'POST',
    body: (message ? { message } : {}) satisfies NudgeRequest,
  });
}

/** Nudges one recipient; `onShare` gets the share as answered (count, last date, next nudge). */
export function useNudgeShare(checklistId: string, shareId: string, onShare?: (share: Share) => unknown) {
  return useMutation({
    mutationFn: (message: string | null) => nudgeShare(checklistId, shareId, message),
    onSuccess: (res) => {
      if (res?.share) onShare?.(res.share);
    },
  });
}
