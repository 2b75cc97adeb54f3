import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, Matches } from 'class-validator';
import { AUTH_MESSAGES, LIMITS, USERNAME_PATTERN } from '@ticklist/contracts';
import { CharLength } from '../../../common/char-length';
import { IsJsonType } from '../../../common/json-type';

/**
 * PUT /api/user/profile: the same username rules as sign-up (required, length, pattern), checked
 * in that order after its type (with stopAtFirstError, class-validator runs the bottom decorator first).
 */
@ApiSchema({ name: 'UpdateProfileRequest' })
export class UpdateProfileDto {
  @ApiProperty({ minLength: LIMITS.usernameMin, maxLength: LIMITS.usernameMax, pattern: USERNAME_PATTERN.source })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(USERNAME_PATTERN, { message: AUTH_MESSAGES.usernameInvalid })
  @CharLength(LIMITS.usernameMin, LIMITS.usernameMax, { message: AUTH_MESSAGES.usernameLength })
  @IsNotEmpty({ message: AUTH_MESSAGES.usernameRequired })
  @IsJsonType('string')
  username: string;
}
