import { Body, Param } from '@nestjs/common';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { PASSKEY_MAX, PASSKEY_MESSAGES, type PasskeyListResponse, type PasskeyResponse } from '@ticklist/contracts';
import { Endpoint } from '../../../common/openapi/endpoint.decorator';
import { UuidParamPipe } from '../../../common/uuid-param.pipe';
import type { UserEntity } from '../../users/user.entity';
import { AddPasskeyDto, PasskeyListSchema, PasskeyResponseSchema, webAuthnOptions } from '../dto/passkey.schemas';
import { CurrentUser } from '../session/auth.guard';
import { OwnerController } from '../session/owner-controller.decorator';
import { SessionOnly } from '../session/session-only.decorator';
import { PasskeyRegistrationService } from './passkey-registration.service';

const PasskeyId = new UuidParamPipe(PASSKEY_MESSAGES.notFound);
const UNAVAILABLE = 'Passkeys are offered only when APP_URL is https://… or http://localhost…';

/** Account › Security › Passkeys (issue 49). From a signed-in session only. */
@OwnerController('Account', 'user/passkeys')
@SessionOnly()
export class PasskeysController {
  constructor(private readonly registration: PasskeyRegistrationService) {}

  @Endpoint.post('registration-options', {
    operationId: 'passkeyRegistrationOptions', summary: 'Options to make a passkey in the browser', answer: webAuthnOptions('For `navigator.credentials.create()` (`startRegistration()`): a discoverable credential for this site.'),
    description: `The challenge is kept server-side, works once and for 5 minutes. Session only: a personal access token gets 403.`,
    errors: [422], errorsHere: { 404: UNAVAILABLE },
  })
  options(@CurrentUser() user: UserEntity): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.registration.options(user);
  }

  @Endpoint.post('', {
    operationId: 'addPasskey', summary: 'Add a passkey', answer: PasskeyResponseSchema, status: 201, errors: [422], errorsHere: { 404: UNAVAILABLE },
    description: `The browser's attestation for the latest options: its challenge, origin and RP ID (from APP_URL) must match. At most ${PASSKEY_MAX} per account (then 422). Session only: a personal access token gets 403.`,
  })
  async add(@CurrentUser() user: UserEntity, @Body() body: AddPasskeyDto): Promise<PasskeyResponse> {
    return { passkey: await this.registration.add(user.id, body) };
  }

  @Endpoint.get('', { operationId: 'listPasskeys', summary: 'Your passkeys', description: 'Each with its name, when it was added and last used. Session only: a personal access token gets 403.', answer: PasskeyListSchema })
  async list(@CurrentUser() user: UserEntity): Promise<PasskeyListResponse> {
    return { passkeys: await this.registration.list(user.id) };
  }

  @Endpoint.delete(':id', { operationId: 'removePasskey', summary: 'Remove a passkey', description: 'It no longer signs in. Session only: a personal access token gets 403.', noContent: 'Removed.', errors: [404] })
  async remove(@CurrentUser() user: UserEntity, @Param('id', PasskeyId) id: string): Promise<void> {
    await this.registration.remove(user.id, id);
  }
}
