import { useQuery } from '@tanstack/react-query';
import type { PublicConfigResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

export const fetchPublicConfig = () => apiRequest<PublicConfigResponse>('/public-config', { auth: false });

/** The support address from the server's config; cached for the session. */
export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: fetchPublicConfig, staleTime: Infinity });
}
