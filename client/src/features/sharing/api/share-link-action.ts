import { useMutation } from '@tanstack/react-query';
import type { Share, ShareControlResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { shareLinkPath, type ShareLinkAction } from './share-link-path';

/**
 * One link-control call on a recipient (no body; the answer is their row as it now is):
 * - `revoke`: the link stops working at once (progress kept);
 * - `renew`: a fresh link replaces the old one and is mailed, a revoked recipient gets access back
 *   (the answer's `email_warnings` say when the mail is only queued);
 * - `resend`: the invitation is mailed again (the row tells its delivery state).
 */
export function controlShareLink(checklistId: string, shareId: string, action: ShareLinkAction): Promise<ShareControlResponse> {
  return apiRequest<ShareControlResponse>(shareLinkPath(checklistId, shareId, action), { method: 'POST' });
}

/** The call as a mutation; `onShare` gets the row as answered (the screen writes it into its list). */
export function useShareLinkAction(checklistId: string, shareId: string, action: ShareLinkAction, onShare?: (share: Share) => unknown) {
  return useMutation({
    mutationFn: () => controlShareLink(checklistId, shareId, action),
    onSuccess: (res) => {
      if (res?.share) onShare?.(res.share);
    },
  });
}
