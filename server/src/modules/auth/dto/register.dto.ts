import { IsJsonType } from '../../../common/json-type';

/**
 * POST /api/register. RegistrationService checks every rule (format, invite, taken) and answers
 * all field errors together; the DTO names the accepted fields and their JSON types.
 */
export class RegisterDto {
  @IsJsonType('string') username?: unknown;
  @IsJsonType('string') email?: unknown;
  @IsJsonType('string') password?: unknown;
  @IsJsonType('string') inviteCode?: unknown;
  @IsJsonType('boolean') agreeToTerms?: unknown;
}
