import { apiRequest } from '@/lib/api-client';

/**
 * Tells the server a person has the page in front of them (`POST …/seen` → 204): only this records
 * an opening ("Opened" for the owner, the `share.opened` webhook). Reading the checklist does not,
 * since mail scanners fetch every link on arrival.
 */
export function markSeen(accessToken: string): Promise<void> {
  return apiRequest<void>(`/guest/shared/${encodeURIComponent(accessToken)}/seen`, { method: 'POST', auth: false, fresh: true });
}
