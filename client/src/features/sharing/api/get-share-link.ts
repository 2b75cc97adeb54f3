import { useMutation } from '@tanstack/react-query';
import type { ShareLinkResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { shareLinkPath } from './share-link-path';

/** The recipient's personal link (a secret; the server records each read in their activity). */
export function getShareLink(checklistId: string, shareId: string): Promise<ShareLinkResponse> {
  return apiRequest<ShareLinkResponse>(`${shareLinkPath(checklistId, shareId)}/link`);
}

/** Read on demand ("Copy link"), never cached: a mutation, so the link is not kept in the query cache. */
export function useGetShareLink(checklistId: string, shareId: string) {
  return useMutation({ mutationFn: () => getShareLink(checklistId, shareId) });
}
