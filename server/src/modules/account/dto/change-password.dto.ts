import { IsJsonType } from '../../../common/json-type';

/**
 * PUT /api/user/password. The rules are cross-field (match, differ from current, current is
 * right), so PasswordChangeService checks them all at once and answers every field's errors
 * together; the DTO names the accepted fields and their JSON types.
 */
export class ChangePasswordDto {
  @IsJsonType('string') currentPassword?: unknown;
  @IsJsonType('string') newPassword?: unknown;
  @IsJsonType('string') confirmPassword?: unknown;
}
