import { useQuery } from '@tanstack/react-query';
import type { GuestShareResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** The realtime hook updates this same key on `share:progress`. */
export const guestShareKey = (accessToken: string) => ['guest-share', accessToken] as const;

export function fetchGuestShare(accessToken: string, signal?: AbortSignal): Promise<GuestShareResponse> {
  return apiRequest<GuestShareResponse>(`/guest/shared/${encodeURIComponent(accessToken)}`, { auth: false, signal });
}

export function useGuestShare(accessToken: string) {
  return useQuery({
    queryKey: guestShareKey(accessToken),
    queryFn: ({ signal }) => fetchGuestShare(accessToken, signal),
    enabled: accessToken.length > 0,
    // Ticks arrive through the socket; a reload or reconnect fetches fresh data.
    staleTime: Infinity,
  });
}
