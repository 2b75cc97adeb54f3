import { ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath, type ApiResponseNoStatusOptions } from '@nestjs/swagger';
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

/**
 * A sign-in's answer (`login_check`, a reset): the session, or for an account with a second factor
 * the code step (MfaRequiredResponse; declare it with ApiExtraModels on the route).
 */
export const loginAnswer = (mfaRequired: object): ApiResponseNoStatusOptions => ({
  description: 'The session; for an account with a second factor, `{ mfaRequired: true, mfaToken, methods }` instead (the code step, `POST /api/login/mfa`).',
  schema: { oneOf: [{ $ref: getSchemaPath(AuthResponseSchema) }, { $ref: getSchemaPath(mfaRequired as never) }] },
});
