import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { RECOVERY_CODE_COUNT, type MfaMethod, type MfaRequiredResponse, type RecoveryCodesResponse, type TotpEnrolmentResponse, type TotpStatusResponse } from '@ticklist/contracts';
import { IsJsonType } from '../../../common/json-type';
import { PasswordField } from './password-field';

const CODE = 'A 6-digit code of the authenticator app (spaces allowed), or one of the recovery codes.';

@ApiSchema({ name: 'MfaRequiredResponse' })
export class MfaRequiredSchema implements MfaRequiredResponse {
  @ApiProperty({ enum: [true], description: 'The account has a second factor: no session yet; the code step comes next.' }) mfaRequired!: true;
  @ApiProperty({ description: 'Single use, valid 5 minutes: send it with the code to `POST /api/login/mfa`.' }) mfaToken!: string;
  @ApiProperty({ enum: ['totp', 'recovery', 'passkey'], isArray: true, description: 'What completes this sign-in.' }) methods!: MfaMethod[];
}

/** POST /api/login/mfa: anything that is not a live token and a right code is the same 401. */
@ApiSchema({ name: 'MfaLoginRequest' })
export class MfaLoginDto {
  @ApiProperty({ type: String, description: 'From the answer of `POST /api/login_check` (or of a reset).' })
  @Allow()
  mfaToken?: unknown;

  @ApiProperty({ type: String, description: CODE, example: '123456' })
  @Allow()
  code?: unknown;
}

@ApiSchema({ name: 'TotpStatus' })
export class TotpStatusSchema implements TotpStatusResponse {
  @ApiProperty({ description: 'On: a password sign-in asks for a code of the app (or a recovery code, or a passkey).' }) enabled!: boolean;
}

@ApiSchema({ name: 'TotpEnrolment' })
export class TotpEnrolmentSchema implements TotpEnrolmentResponse {
  @ApiProperty({ description: 'The pending secret in base32, to type into the app.' }) secret!: string;
  @ApiProperty({ example: 'otpauth://totp/Ticklist:ada%40example.com?issuer=Ticklist&secret=…&algorithm=SHA1&digits=6&period=30' }) otpauthUrl!: string;
  @ApiProperty({ description: '`otpauthUrl` as a QR code: a PNG `data:` URL.', pattern: '^data:image/png;base64,' }) qrCode!: string;
}

@ApiSchema({ name: 'RecoveryCodes' })
export class RecoveryCodesSchema implements RecoveryCodesResponse {
  @ApiProperty({ type: [String], minItems: RECOVERY_CODE_COUNT, maxItems: RECOVERY_CODE_COUNT, description: 'Shown this once; each works once in place of a code. Earlier ones no longer work.', example: ['k3m9p-7qrst', 'a2b3c-d4e5f', 'gh6jk-7mn8p', 'qr9st-uv2wx', 'yz3ab-cd4ef', 'gh5jk-mn6pq', 'rs7tu-vw8xy', 'za9bc-de2fg', 'hj3km-np4qr', 'st5uv-wx6yz'] })
  recoveryCodes!: string[];
}

@ApiSchema({ name: 'TotpCodeRequest' })
export class TotpCodeDto {
  @ApiProperty({ type: String, description: CODE }) @IsJsonType('string') code?: unknown;
}

@ApiSchema({ name: 'TotpDisableRequest' })
export class TotpDisableDto {
  @PasswordField() password?: unknown;
  @ApiProperty({ type: String, description: CODE }) @IsJsonType('string') code?: unknown;
}
