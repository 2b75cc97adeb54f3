import { ApiSchema } from '@nestjs/swagger';
import { PasswordField } from '../../auth/dto/password-field';

/**
 * PUT /api/user/password. The rules are cross-field (match, differ from current, current is
 * right), so PasswordChangeService checks them all at once and answers every field's errors
 * together; the DTO names the accepted fields and their JSON types.
 */
@ApiSchema({ name: 'ChangePasswordRequest' })
export class ChangePasswordDto {
  @PasswordField() currentPassword?: unknown;
  @PasswordField() newPassword?: unknown;
  @PasswordField() confirmPassword?: unknown;
}
