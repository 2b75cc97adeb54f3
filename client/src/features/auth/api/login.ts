import type { LoginRequest, LoginResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/login_check (username is the e-mail) → a new session, or the code step for an account with a second factor. */
export const login = (body: LoginRequest) => apiRequest<LoginResponse>('/login_check', { method: 'POST', body, auth: false });
