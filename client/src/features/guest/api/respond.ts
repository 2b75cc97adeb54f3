import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestShareResponse, RespondRequest, RespondResponse } from '@ticklist/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { guestShareKey } from './guest-share';

function respondPath(accessToken: string): string {
  return `/guest/shared/${encodeURIComponent(accessToken)}/respond`;
}

export function respond(accessToken: string, body: RespondRequest): Promise<RespondResponse> {
  return apiRequest<RespondResponse>(respondPath(accessToken), { method: 'POST', body, auth: false });
}

/**
 * Best-effort save while the page is being left (reload, tab closed): `keepalive` lets the
 * request outlive the page. Its answer is never read.
 */
export function respondOnExit(accessToken: string, body: RespondRequest): void {
  try {
    void fetch(`/api${respondPath(accessToken)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* the page is going away; nothing else to do */
  }
}

type Data = GuestShareResponse | undefined;

function withItem(data: Data, itemId: string, patch: { complete?: boolean; notes?: string | null }): Data {
  if (!data) return data;
  const items = data.share.checklist.items.map((item) =>
    item.id === itemId
      ? { ...item, response: { complete: item.response?.complete ?? false, notes: item.response?.notes ?? null, ...patch } }
      : item,
  );
  return { ...data, share: { ...data.share, checklist: { ...data.share.checklist, items } } };
}

/**
 * Saves one item's response and writes the saved field into ['guest-share', token]. The view
 * shows a tick at once on its own (and rolls it back if this rejects). A mutation, so the
 * realtime hook can tell that a local save is in flight.
 */
export function useRespond(accessToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RespondRequest) => respond(accessToken, body),
    onSuccess: (res, body) => {
      const patch = body.key === 'complete' ? { complete: res.response.complete } : { notes: res.response.notes };
      queryClient.setQueryData<GuestShareResponse>(guestShareKey(accessToken), (d) => withItem(d, body.item, patch));
    },
    onError: (error) => {
      // The link stopped working (revoked or replaced): the page asks again and shows why.
      if (error instanceof ApiError && error.status === 410) void queryClient.invalidateQueries({ queryKey: guestShareKey(accessToken) });
    },
  });
}
