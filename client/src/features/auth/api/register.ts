import type { AuthResponse, RegisterRequest } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/register → 201; a session when the server signs the new user in at once. */
export const register = (body: RegisterRequest) =>
  apiRequest<Partial<AuthResponse>>('/register', { method: 'POST', body, auth: false });
