import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Length, Matches } from 'class-validator';
import { AUTH_MESSAGES, LIMITS, USERNAME_PATTERN } from '@ticklist/contracts';

export class UpdateProfileDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: AUTH_MESSAGES.usernameRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.usernameRequired })
  @Length(LIMITS.usernameMin, LIMITS.usernameMax, { message: AUTH_MESSAGES.usernameLength })
  @Matches(USERNAME_PATTERN, { message: AUTH_MESSAGES.usernameInvalid })
  username: string;
}
