import type { AuthResponse, OidcExchangeRequest } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/oidc/exchange: the callback's one-minute code → a new session. */
export const exchangeOidcCode = (body: OidcExchangeRequest) => apiRequest<AuthResponse>('/auth/oidc/exchange', { method: 'POST', body, auth: false });
