import { IsJsonType } from '../../../common/json-type';

/** POST /api/password/reset/{token}. Rules (spec section 5) are checked together in PasswordResetService. */
export class ResetPasswordDto {
  @IsJsonType('string') password?: unknown;
  @IsJsonType('string') confirmPassword?: unknown;
}
