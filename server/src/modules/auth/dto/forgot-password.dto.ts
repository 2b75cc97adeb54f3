import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsJsonType } from '../../../common/json-type';
import { EMAIL_PATTERN } from '@ticklist/contracts';

/** POST /api/password/forgot. */
@ApiSchema({ name: 'ForgotPasswordRequest' })
export class ForgotPasswordDto {
  @ApiProperty({ type: String, pattern: EMAIL_PATTERN.source })
  @IsJsonType('string')
  email?: unknown;
}
