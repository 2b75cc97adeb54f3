import type { ForgotPasswordRequest, MessageResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/password/forgot: always 200 (no account enumeration). */
export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  apiRequest<MessageResponse>('/password/forgot', { method: 'POST', body, auth: false });
