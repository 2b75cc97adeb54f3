import { ApiProperty, ApiPropertyOptional, ApiSchema, type ApiPropertyOptions, type ApiResponseNoStatusOptions } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { PASSKEY_NAME_MAX, type Passkey, type PasskeyListResponse, type PasskeyResponse } from '@ticklist/contracts';

@ApiSchema({ name: 'Passkey' })
export class PasskeySchema implements Passkey {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ maxLength: PASSKEY_NAME_MAX, example: 'Phone' }) name!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Its last sign-in; null: not used yet.' }) lastUsedAt!: string | null;
}

@ApiSchema({ name: 'PasskeyResponse' })
export class PasskeyResponseSchema implements PasskeyResponse {
  @ApiProperty({ type: PasskeySchema }) passkey!: PasskeySchema;
}

@ApiSchema({ name: 'PasskeyList' })
export class PasskeyListSchema implements PasskeyListResponse {
  @ApiProperty({ type: [PasskeySchema], description: 'Newest first.' }) passkeys!: PasskeySchema[];
}

/** A credential as the browser library gives it: the library on the server checks every part. */
const credential = (description: string): ApiPropertyOptions => ({
  type: 'object',
  additionalProperties: true,
  required: ['id', 'response'],
  properties: { id: { type: 'string' }, rawId: { type: 'string' }, type: { type: 'string', enum: ['public-key'] }, response: { type: 'object', additionalProperties: true } },
  description,
});

@ApiSchema({ name: 'AddPasskeyRequest' })
export class AddPasskeyDto {
  @ApiPropertyOptional({ type: String, maxLength: PASSKEY_NAME_MAX, description: 'What to call it ("Phone", "YubiKey"); "Passkey" when left out.' })
  @Allow()
  name?: unknown;

  @ApiProperty(credential('The attestation as `navigator.credentials.create()` gave it, in JSON (`@simplewebauthn/browser` startRegistration()).'))
  @Allow()
  response?: unknown;
}

@ApiSchema({ name: 'PasskeyLoginRequest' })
export class PasskeyLoginDto {
  @ApiProperty(credential('The assertion as `navigator.credentials.get()` gave it, in JSON (`@simplewebauthn/browser` startAuthentication()).'))
  @Allow()
  response?: unknown;
}

/** WebAuthn options as the browser library takes them (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON). */
export const webAuthnOptions = (description: string): ApiResponseNoStatusOptions => ({
  description,
  schema: { type: 'object', additionalProperties: true, required: ['challenge'], properties: { challenge: { type: 'string', description: 'Single use, valid 5 minutes.' } } },
});
