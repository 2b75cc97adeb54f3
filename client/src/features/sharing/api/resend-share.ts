import { useMutation } from '@tanstack/react-query';
import type { Share, ShareControlResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

export function resendShare(checklistId: string, shareId: string): Promise<ShareControlResponse> {
  return apiRequest<ShareControlResponse>(`/checklist/${encodeURIComponent(checklistId)}/shares/${encodeURIComponent(shareId)}/resend`, {
    method: 'POST',
  });
}

/** Mails the invitation again; `onShare` gets the row as answered (its delivery state). */
export function useResendShare(checklistId: string, shareId: string, onShare?: (share: Share) => unknown) {
  return useMutation({
    mutationFn: () => resendShare(checklistId, shareId),
    onSuccess: (res) => {
      if (res?.share) onShare?.(res.share);
    },
  });
}
