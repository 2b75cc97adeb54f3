import type { AuthResponse, UpdateProfileResponse } from '@ticklist/contracts';
import type { UserEntity } from '../users/user.entity';
import { toUserDto } from '../users/user.mapper';

export const toAuthResponse = (token: string, user: UserEntity): AuthResponse => ({ token, user: toUserDto(user) });

/** A confirmation with the fresh session that came with it (a used verification link, a profile or password change). */
export const toMessageWithSession = (message: string, token: string, user: UserEntity): UpdateProfileResponse => ({
  message,
  token,
  user: toUserDto(user),
});
