import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsJsonType } from '../../../common/json-type';

/** POST /api/password/forgot. */
@ApiSchema({ name: 'ForgotPasswordRequest' })
export class ForgotPasswordDto {
  @ApiProperty({ type: String, format: 'email' })
  @IsJsonType('string')
  email?: unknown;
}
