import type { AuthResponse, LoginRequest } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/login_check (username is the e-mail) → a new session. */
export const login = (body: LoginRequest) => apiRequest<AuthResponse>('/login_check', { method: 'POST', body, auth: false });
