import { useQuery } from '@tanstack/react-query';
import type { GuestShareResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { takeEmbeddedAnswer } from '@/lib/server-snapshot';

/** The realtime hook updates this same key on `share:progress`. */
export const guestShareKey = (accessToken: string) => ['guest-share', accessToken] as const;

const guestSharePath = (accessToken: string) => `/guest/shared/${encodeURIComponent(accessToken)}`;

/** `fresh`: the server's answer or a NetworkError, never the offline copy (see RequestOptions). */
export function fetchGuestShare(accessToken: string, signal?: AbortSignal, fresh = false): Promise<GuestShareResponse> {
  return apiRequest<GuestShareResponse>(guestSharePath(accessToken), { auth: false, signal, fresh });
}

export function useGuestShare(accessToken: string) {
  return useQuery({
    queryKey: guestShareKey(accessToken),
    queryFn: ({ signal }) => fetchGuestShare(accessToken, signal),
    enabled: accessToken.length > 0,
    // The answer the server put in the page's HTML: the first render shows the checklist. The
    // API is still asked at once in the background (main.tsx's early GET: it gives the service worker
    // its offline copy), and its answer replaces this one.
    initialData: () => takeEmbeddedAnswer<GuestShareResponse>(guestSharePath(accessToken)),
    initialDataUpdatedAt: 0,
    // Ticks arrive through the socket; a reload or reconnect fetches fresh data.
    staleTime: Infinity,
    refetchOnMount: (query) => (query.state.dataUpdatedAt === 0 ? 'always' : true),
  });
}
