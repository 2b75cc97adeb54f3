import { useMutation, useQuery } from '@tanstack/react-query';
import type { UserSessionListResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';

export const sessionsKey = ['account', 'sessions'] as const;

/** GET /api/user/sessions: where the account is signed in, newest first. */
export const useSessions = () => useQuery({ queryKey: sessionsKey, queryFn: () => apiRequest<UserSessionListResponse>('/user/sessions') });

/** DELETE /api/user/sessions/{id} → 204: that session is signed out. */
export function useEndSession() {
  return useRefreshingMutation(sessionsKey, (id: string) => apiRequest<void>(`/user/sessions/${id}`, { method: 'DELETE' }));
}

/** DELETE /api/user/sessions → 204: every session but this browser's is signed out (this one logs out next, so no refetch). */
export function useEndOtherSessions() {
  return useMutation({ mutationFn: () => apiRequest<void>('/user/sessions', { method: 'DELETE' }) });
}
