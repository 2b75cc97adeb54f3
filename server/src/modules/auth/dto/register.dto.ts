import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { EMAIL_PATTERN, LIMITS, USERNAME_PATTERN } from '@ticklist/contracts';
import { IsJsonType } from '../../../common/json-type';
import { PasswordField } from './password-field';

/**
 * POST /api/register. RegistrationService checks every rule (format, invite, taken) and answers
 * all field errors together; the DTO names the accepted fields and their JSON types.
 */
@ApiSchema({ name: 'RegisterRequest' })
export class RegisterDto {
  @ApiProperty({ type: String, minLength: LIMITS.usernameMin, maxLength: LIMITS.usernameMax, pattern: USERNAME_PATTERN.source })
  @IsJsonType('string')
  username?: unknown;

  @ApiProperty({ type: String, pattern: EMAIL_PATTERN.source, maxLength: LIMITS.emailMax })
  @IsJsonType('string')
  email?: unknown;

  @PasswordField()
  password?: unknown;

  @ApiPropertyOptional({ type: String, maxLength: LIMITS.inviteCodeMax, description: 'Required unless `invitationToken` is given.' })
  @IsJsonType('string')
  inviteCode?: unknown;

  @ApiPropertyOptional({
    type: String,
    description: 'The token of a workspace invitation\'s link, instead of an invite code: `email` must be the invited address; the account joins the workspace with its address verified.',
  })
  @IsJsonType('string')
  invitationToken?: unknown;

  @ApiProperty({ type: Boolean, description: 'Must be true.' })
  @IsJsonType('boolean')
  agreeToTerms?: unknown;
}
