import type { UpdateProfileRequest, UpdateProfileResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/user/profile → { message, token, user }. */
export const updateProfile = (body: UpdateProfileRequest) =>
  apiRequest<UpdateProfileResponse>('/user/profile', { method: 'PUT', body });
