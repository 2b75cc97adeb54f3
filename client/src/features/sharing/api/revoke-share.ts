import { useMutation } from '@tanstack/react-query';
import type { Share, ShareControlResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { shareLinkPath } from './share-link-path';

/** The link stops working at once; the answer is the recipient's row, now revoked (progress kept). */
export function revokeShare(checklistId: string, shareId: string): Promise<ShareControlResponse> {
  return apiRequest<ShareControlResponse>(shareLinkPath(checklistId, shareId, 'revoke'), { method: 'POST' });
}

/** Revokes one recipient's link; `onShare` gets the row as answered (the screen writes it into its list). */
export function useRevokeShare(checklistId: string, shareId: string, onShare?: (share: Share) => unknown) {
  return useMutation({
    mutationFn: () => revokeShare(checklistId, shareId),
    onSuccess: (res) => {
      if (res?.share) onShare?.(res.share);
    },
  });
}
