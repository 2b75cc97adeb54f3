import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { MESSAGE_UI, type PostMessageResponse, type ShareMessagePage } from '@ticklist/contracts';
import { ApiError, apiRequest, errorMessage } from '@/lib/api-client';

/** The recipient's messages with the owner (issue 48); a `share:message` on the guest socket refetches them. */
export const guestMessagesKey = (accessToken: string) => ['guest', 'messages', accessToken] as const;

const path = (accessToken: string) => `/guest/shared/${encodeURIComponent(accessToken)}/messages`;

/** Newest page first; "Show older messages" fetches the page before. */
export function useGuestMessages(accessToken: string) {
  return useInfiniteQuery<ShareMessagePage, Error, InfiniteData<ShareMessagePage, string | null>, ReturnType<typeof guestMessagesKey>, string | null>({
    queryKey: guestMessagesKey(accessToken),
    queryFn: ({ pageParam, signal }) => apiRequest<ShareMessagePage>(`${path(accessToken)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Sends; a refusal rejects with the words to show (the field's message when there is one). */
export async function postGuestMessage(accessToken: string, text: string, itemId: string | null): Promise<PostMessageResponse> {
  try {
    return await apiRequest<PostMessageResponse>(path(accessToken), { method: 'POST', body: { text, itemId } });
  } catch (error) {
    const field = error instanceof ApiError ? (error.errors?.text?.[0] ?? error.errors?.itemId?.[0]) : undefined;
    throw new Error(field ?? errorMessage(error, MESSAGE_UI.sendFailed));
  }
}

export function deleteGuestMessage(accessToken: string, messageId: string): Promise<void> {
  return apiRequest<void>(`${path(accessToken)}/${encodeURIComponent(messageId)}`, { method: 'DELETE' });
}
