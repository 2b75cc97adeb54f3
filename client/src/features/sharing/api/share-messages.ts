import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { MESSAGE_UI, type PostMessageResponse, type ShareMessagePage } from '@ticklist/contracts';
import { ApiError, apiRequest, errorMessage } from '@/lib/api-client';

/** The owner's messages with one recipient (issue 48); a `share:message` refetches them (use-share-message-cache.ts). */
export const shareMessagesKey = (checklistId: string, shareId: string) => ['sharing', 'messages', checklistId, shareId] as const;

const path = (checklistId: string, shareId: string) => `/checklist/${encodeURIComponent(checklistId)}/shares/${encodeURIComponent(shareId)}/messages`;

/** Newest page first; only while `enabled` (the recipient's row is open). */
export function useShareMessages(checklistId: string, shareId: string, enabled: boolean) {
  return useInfiniteQuery<ShareMessagePage, Error, InfiniteData<ShareMessagePage, string | null>, ReturnType<typeof shareMessagesKey>, string | null>({
    queryKey: shareMessagesKey(checklistId, shareId),
    queryFn: ({ pageParam, signal }) => apiRequest<ShareMessagePage>(`${path(checklistId, shareId)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** Sends; a refusal rejects with the words to show (the field's message when there is one). */
export async function postShareMessage(checklistId: string, shareId: string, text: string, itemId: string | null): Promise<PostMessageResponse> {
  try {
    return await apiRequest<PostMessageResponse>(path(checklistId, shareId), { method: 'POST', body: { text, itemId } });
  } catch (error) {
    const field = error instanceof ApiError ? (error.errors?.text?.[0] ?? error.errors?.itemId?.[0]) : undefined;
    throw new Error(field ?? errorMessage(error, MESSAGE_UI.sendFailed));
  }
}

export function deleteShareMessage(checklistId: string, shareId: string, messageId: string): Promise<void> {
  return apiRequest<void>(`${path(checklistId, shareId)}/${encodeURIComponent(messageId)}`, { method: 'DELETE' });
}
