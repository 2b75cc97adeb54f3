import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { AuthResponse, EmailValidateResponse, MeResponse, UpdateProfileResponse } from '@ticklist/contracts';
import { UserSchema } from '../../users/dto/user.schema';

const SESSION_TOKEN = 'A session token (JWT, valid 7 days): send it as `Authorization: Bearer <token>`.';

@ApiSchema({ name: 'AuthResponse' })
export class AuthResponseSchema implements AuthResponse {
  @ApiProperty({ description: SESSION_TOKEN }) token!: string;
  @ApiProperty({ type: UserSchema }) user!: UserSchema;
}

@ApiSchema({ name: 'MeResponse' })
export class MeResponseSchema implements MeResponse {
  @ApiProperty({ type: UserSchema }) user!: UserSchema;
}

@ApiSchema({ name: 'UpdateProfileResponse' })
export class UpdateProfileResponseSchema extends AuthResponseSchema implements UpdateProfileResponse {
  @ApiProperty() message!: string;
}

@ApiSchema({ name: 'EmailValidateResponse' })
export class EmailValidateResponseSchema implements EmailValidateResponse {
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ description: SESSION_TOKEN }) token?: string;
  @ApiPropertyOptional({ type: UserSchema }) user?: UserSchema;
}
