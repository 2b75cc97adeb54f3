import { ApiSchema } from '@nestjs/swagger';
import { PasswordField } from './password-field';

/** POST /api/password/reset/{token}. Rules (spec section 5) are checked together in PasswordResetService. */
@ApiSchema({ name: 'ResetPasswordRequest' })
export class ResetPasswordDto {
  @PasswordField() password?: unknown;
  @PasswordField() confirmPassword?: unknown;
}
