import { useMutation } from '@tanstack/react-query';
import type { Share, ShareControlResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { shareLinkPath } from './share-link-path';

/** A fresh link replaces the old one and is mailed; a revoked recipient gets access back. */
export function renewShare(checklistId: string, shareId: string): Promise<ShareControlResponse> {
  return apiRequest<ShareControlResponse>(shareLinkPath(checklistId, shareId, 'renew'), { method: 'POST' });
}

/** Sends one recipient a new link; `onShare` gets the row as answered. The answer's `email_warnings` say when the mail is only queued. */
export function useRenewShare(checklistId: string, shareId: string, onShare?: (share: Share) => unknown) {
  return useMutation({
    mutationFn: () => renewShare(checklistId, shareId),
    onSuccess: (res) => {
      if (res?.share) onShare?.(res.share);
    },
  });
}
