import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsJsonType } from '../../../common/json-type';

/**
 * PUT /api/user/password. The rules are cross-field (match, differ from current, current is
 * right), so PasswordChangeService checks them all at once and answers every field's errors
 * together; the DTO names the accepted fields and their JSON types.
 */
@ApiSchema({ name: 'ChangePasswordRequest' })
export class ChangePasswordDto {
  @ApiProperty({ type: String, format: 'password' })
  @IsJsonType('string')
  currentPassword?: unknown;

  @ApiProperty({ type: String, format: 'password' })
  @IsJsonType('string')
  newPassword?: unknown;

  @ApiProperty({ type: String, format: 'password' })
  @IsJsonType('string')
  confirmPassword?: unknown;
}
