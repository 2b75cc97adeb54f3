import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessTokenListResponse, CreateAccessTokenRequest, CreateAccessTokenResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

export const accessTokensKey = ['account', 'access-tokens'] as const;

/** GET /api/user/tokens: the owner's personal access tokens, newest first (never their secrets). */
export const useAccessTokens = () =>
  useQuery({ queryKey: accessTokensKey, queryFn: () => apiRequest<AccessTokenListResponse>('/user/tokens') });

/** POST /api/user/tokens → the token and its secret, shown once. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAccessTokenRequest) => apiRequest<CreateAccessTokenResponse>('/user/tokens', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensKey }),
  });
}

/** DELETE /api/user/tokens/{id} → 204. */
export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/user/tokens/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensKey }),
  });
}
