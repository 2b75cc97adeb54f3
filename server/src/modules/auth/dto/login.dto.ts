import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { EMAIL_PATTERN } from '@ticklist/contracts';

/**
 * POST /api/login_check. Anything that is not a matching e-mail and password, of whatever type, is
 * the same 401 (the contract's "wrong credentials on login"): a login tells nothing about why.
 */
@ApiSchema({ name: 'LoginRequest' })
export class LoginDto {
  @ApiProperty({ type: String, pattern: EMAIL_PATTERN.source, description: 'The e-mail address.', example: 'ada@example.com' })
  @Allow()
  username?: unknown;

  @ApiProperty({ type: String, format: 'password' })
  @Allow()
  password?: unknown;
}
