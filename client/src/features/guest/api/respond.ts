import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GUEST_APP, type AnswerValue, type GuestShareResponse, type RespondResponse, type RespondRequest, type SaveOnExitMessage } from '@ticklist/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { guestShareKey } from './guest-share';

function respondPath(accessToken: string): string {
  return `/guest/shared/${encodeURIComponent(accessToken)}/respond`;
}

/** A save: a tick or notes, or (issue 46) an item's typed answer. */
export type GuestRespondBody = RespondRequest | { item: string; key: 'answer'; value: AnswerValue };

/** `idempotencyKey`: a change queued offline carries its id, so a resend is applied once. */
export function respond(accessToken: string, body: GuestRespondBody, idempotencyKey?: string): Promise<RespondResponse> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return apiRequest<RespondResponse>(respondPath(accessToken), { method: 'POST', body, auth: false, headers });
}

/**
 * Saves a note while the page is being left (navigated away, reloaded, closed, hidden). With the
 * service worker in control, the worker sends it: a request the page starts now is cancelled with
 * the page when a worker controls it. Without one, `keepalive` lets the request outlive the page.
 * Either way it is sent once, under its own Idempotency-Key; its answer is never read.
 */
export function respondOnExit(accessToken: string, body: SaveOnExitMessage['body']): void {
  try {
    const url = `/api${respondPath(accessToken)}`;
    // Workers and randomUUID exist only in secure contexts; elsewhere the keepalive request goes without a key.
    const idempotencyKey = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : null;
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
    if (worker && idempotencyKey) {
      const message: SaveOnExitMessage = { type: GUEST_APP.saveOnExitMessage, url, body, idempotencyKey };
      worker.postMessage(message);
      return;
    }
    void fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* the page is going away; nothing else to do */
  }
}

type Data = GuestShareResponse | undefined;

/** The share with one item's response patched (a confirmed save). */
export function withItem(data: Data, itemId: string, patch: { complete?: boolean; notes?: string | null; answer?: AnswerValue; files?: RespondResponse['response']['files'] }): Data {
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
    mutationFn: (body: GuestRespondBody) => respond(accessToken, body),
    onSuccess: (res, body) => {
      const patch = savedPatch(body.key, res);
      queryClient.setQueryData<GuestShareResponse>(guestShareKey(accessToken), (d) => withItem(d, body.item, patch));
    },
    onError: (error) => {
      // The link stopped working (revoked or replaced): the page asks again and shows why.
      if (error instanceof ApiError && error.status === 410) void queryClient.invalidateQueries({ queryKey: guestShareKey(accessToken) });
    },
  });
}

/** What a confirmed save changes in the share: the tick, the notes, or (issue 46) the answer, its files and whether done. */
export function savedPatch(key: GuestRespondBody['key'], res: RespondResponse): Parameters<typeof withItem>[2] {
  if (key === 'complete') return { complete: res.response.complete };
  if (key === 'notes') return { notes: res.response.notes };
  return { complete: res.response.complete, answer: res.response.answer ?? null, ...(res.response.files ? { files: res.response.files } : {}) };
}
