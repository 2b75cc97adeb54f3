import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Length, Matches } from 'class-validator';
import { AUTH_MESSAGES, LIMITS, USERNAME_PATTERN } from '@ticklist/contracts';

/**
 * PUT /api/user/profile: the same username rules as sign-up (required, length, pattern), checked
 * in that order (with stopAtFirstError, class-validator runs the bottom decorator first).
 */
export class UpdateProfileDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(USERNAME_PATTERN, { message: AUTH_MESSAGES.usernameInvalid })
  @Length(LIMITS.usernameMin, LIMITS.usernameMax, { message: AUTH_MESSAGES.usernameLength })
  @IsNotEmpty({ message: AUTH_MESSAGES.usernameRequired })
  @IsString({ message: AUTH_MESSAGES.usernameRequired })
  username: string;
}
