import { apiRequest } from '@/lib/api-client';

/**
 * Ends this browser's session on the server (POST /api/logout), with the token stored now: call it
 * before the browser's copy is cleared. Never rejects: logging out clears the browser whatever the
 * server answers (offline, already ended).
 */
export function endServerSession(): Promise<void> {
  return apiRequest<void>('/logout', { method: 'POST' }).then(
    () => undefined,
    () => undefined,
  );
}
