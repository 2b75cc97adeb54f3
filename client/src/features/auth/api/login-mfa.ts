import type { AuthResponse, MfaLoginRequest } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/login/mfa: the code step of a sign-in → a new session. */
export const loginMfa = (body: MfaLoginRequest) => apiRequest<AuthResponse>('/login/mfa', { method: 'POST', body, auth: false });
