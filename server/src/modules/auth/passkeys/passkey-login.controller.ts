import { Body, Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { AuthResponse } from '@ticklist/contracts';
import { clientIp } from '../../../common/client-ip';
import { Endpoint } from '../../../common/openapi/endpoint.decorator';
import { RATE_LIMITS } from '../../../common/rate-limit/rate-limit.policies';
import { toAuthResponse } from '../auth.mapper';
import { AuthResponseSchema } from '../dto/auth.schemas';
import { PasskeyLoginDto, webAuthnOptions } from '../dto/passkey.schemas';
import { SessionTokenService } from '../session/session-token.service';
import { PasskeySignInService } from './passkey-sign-in.service';

const OPTIONS = RATE_LIMITS.passkeyOptionsPerIp;
const UNAVAILABLE = 'Passkeys are offered only when APP_URL is https://… or http://localhost…';

/** "Sign in with a passkey" (issue 49). */
@ApiTags('Auth')
@Controller('login/passkey')
export class PasskeyLoginController {
  constructor(
    private readonly passkeys: PasskeySignInService,
    private readonly sessions: SessionTokenService,
  ) {}

  @Endpoint.post('options', {
    operationId: 'passkeyLoginOptions', summary: 'Options to sign in with a passkey', answer: webAuthnOptions('For `navigator.credentials.get()` (`startAuthentication()`), any passkey of this site.'),
    description: `The challenge is kept server-side, works once and for 5 minutes. ${OPTIONS.limit} per client address per minute (then 429).`,
    errors: [429], errorsHere: { 404: UNAVAILABLE },
  })
  options(@Req() request: FastifyRequest): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.passkeys.options(clientIp(request));
  }

  @Endpoint.post('', {
    operationId: 'loginPasskey', summary: 'Sign in with a passkey', answer: AuthResponseSchema, secret: true,
    description: 'The browser\'s assertion for the latest options: signature, challenge (once), origin, RP ID and sign counter are checked. A passkey counts as both factors: no code step follows.',
    errorsHere: { 401: 'The assertion is not valid for a passkey of an account.', 404: UNAVAILABLE },
  })
  async signIn(@Body() body: PasskeyLoginDto, @Req() request: FastifyRequest): Promise<AuthResponse> {
    const user = await this.passkeys.signIn(body);
    return toAuthResponse(await this.sessions.issue(user, request, 'passkey'), user);
  }
}
