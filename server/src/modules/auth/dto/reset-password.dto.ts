import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsJsonType } from '../../../common/json-type';

/** POST /api/password/reset/{token}. Rules (spec section 5) are checked together in PasswordResetService. */
@ApiSchema({ name: 'ResetPasswordRequest' })
export class ResetPasswordDto {
  @ApiProperty({ type: String, format: 'password' })
  @IsJsonType('string')
  password?: unknown;

  @ApiProperty({ type: String, format: 'password' })
  @IsJsonType('string')
  confirmPassword?: unknown;
}
