import { IsJsonType } from '../../../common/json-type';

/** POST /api/password/forgot. */
export class ForgotPasswordDto {
  @IsJsonType('string') email?: unknown;
}
