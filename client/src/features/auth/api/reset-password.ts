import type { LoginResponse, MessageResponse, ResetPasswordRequest } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/password/reset/validate/{token}: 2xx means the link is valid. */
export const validateResetToken = (token: string, signal?: AbortSignal) =>
  apiRequest<MessageResponse>(`/password/reset/validate/${encodeURIComponent(token)}`, { auth: false, signal });

/** POST /api/password/reset/{token} → a new session. */
export const resetPassword = (token: string, body: ResetPasswordRequest) =>
  apiRequest<LoginResponse>(`/password/reset/${encodeURIComponent(token)}`, { method: 'POST', body, auth: false });
