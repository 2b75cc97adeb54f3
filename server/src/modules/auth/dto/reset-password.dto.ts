import { Allow } from 'class-validator';

/** POST /api/password/reset/{token}. Rules (spec section 5) are checked together in PasswordResetService. */
export class ResetPasswordDto {
  @Allow() password?: unknown;
  @Allow() confirmPassword?: unknown;
}
