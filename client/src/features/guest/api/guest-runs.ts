import type { GuestRunPage, GuestShareResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

const base = (accessToken: string) => `/guest/shared/${encodeURIComponent(accessToken)}/runs`;

/** `GET /api/guest/shared/{token}/runs?cursor=`: the link's past runs, newest first. */
export function fetchGuestRuns(accessToken: string, cursor: string | null): Promise<GuestRunPage> {
  return apiRequest<GuestRunPage>(`${base(accessToken)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { auth: false });
}

/** `GET /api/guest/shared/{token}/runs/{runId}`: the page of one run, with the answers in it. */
export function fetchGuestRun(accessToken: string, runId: string, signal?: AbortSignal): Promise<GuestShareResponse> {
  return apiRequest<GuestShareResponse>(`${base(accessToken)}/${encodeURIComponent(runId)}`, { auth: false, signal });
}
