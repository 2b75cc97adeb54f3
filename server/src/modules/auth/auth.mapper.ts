import type { AuthResponse, EmailValidateResponse } from '@ticklist/contracts';
import type { UserEntity } from '../users/user.entity';
import { toUserDto } from '../users/user.mapper';

export const toAuthResponse = (token: string, user: UserEntity): AuthResponse => ({ token, user: toUserDto(user) });

export const toVerifiedResponse = (message: string, token: string, user: UserEntity): EmailValidateResponse => ({
  message,
  token,
  user: toUserDto(user),
});
