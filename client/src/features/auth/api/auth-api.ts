import type { AuthResponse, LoginRequest, MeResponse, RegisterRequest } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

export const fetchMe = () => apiRequest<MeResponse>('/me');
export const login = (body: LoginRequest) => apiRequest<AuthResponse>('/login_check', { method: 'POST', body, auth: false });
export const register = (body: RegisterRequest) =>
  apiRequest<Partial<AuthResponse>>('/register', { method: 'POST', body, auth: false });
