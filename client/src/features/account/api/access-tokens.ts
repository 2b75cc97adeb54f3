import { useQuery } from '@tanstack/react-query';
import type { AccessTokenListResponse, CreateAccessTokenRequest, CreateAccessTokenResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';

export const accessTokensKey = ['account', 'access-tokens'] as const;

/** GET /api/user/tokens: the owner's personal access tokens, newest first (never their secrets). */
export const useAccessTokens = () =>
  useQuery({ queryKey: accessTokensKey, queryFn: () => apiRequest<AccessTokenListResponse>('/user/tokens') });

/** POST /api/user/tokens → the token and its secret, shown once. */
export function useCreateAccessToken() {
  return useRefreshingMutation(accessTokensKey, (body: CreateAccessTokenRequest) => apiRequest<CreateAccessTokenResponse>('/user/tokens', { method: 'POST', body }));
}

/** DELETE /api/user/tokens/{id} → 204. */
export function useRevokeAccessToken() {
  return useRefreshingMutation(accessTokensKey, (id: string) => apiRequest<void>(`/user/tokens/${id}`, { method: 'DELETE' }));
}
