import { Allow } from 'class-validator';

/**
 * POST /api/register. RegistrationService checks every rule (format, invite, taken) and answers
 * all field errors together; the DTO only names the accepted fields.
 */
export class RegisterDto {
  @Allow() username?: unknown;
  @Allow() email?: unknown;
  @Allow() password?: unknown;
  @Allow() inviteCode?: unknown;
  @Allow() agreeToTerms?: unknown;
}
