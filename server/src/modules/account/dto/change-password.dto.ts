import { Allow } from 'class-validator';

/**
 * PUT /api/user/password. The rules are cross-field (match, differ from current, current is
 * right), so PasswordChangeService checks them all at once and answers every field's errors
 * together; the DTO only names the accepted fields.
 */
export class ChangePasswordDto {
  @Allow() currentPassword?: unknown;
  @Allow() newPassword?: unknown;
  @Allow() confirmPassword?: unknown;
}
