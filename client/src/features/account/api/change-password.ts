import { AUTH_MESSAGES, type ChangePasswordRequest, type UpdateProfileResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** Thrown before any request when the two new passwords differ (spec section 5). */
export class PasswordMismatchError extends Error {
  constructor() {
    super(AUTH_MESSAGES.newPasswordsDoNotMatch);
  }
}

/** PUT /api/user/password → { message, token, user }; the old token stops working. */
export function changePassword(body: ChangePasswordRequest) {
  if (body.newPassword !== body.confirmPassword) return Promise.reject(new PasswordMismatchError());
  return apiRequest<UpdateProfileResponse>('/user/password', { method: 'PUT', body });
}
