import { Body, Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthResponse } from '@ticklist/contracts';
import { Endpoint } from '../../../common/openapi/endpoint.decorator';
import { RATE_LIMITS } from '../../../common/rate-limit/rate-limit.policies';
import { toAuthResponse } from '../auth.mapper';
import { AuthResponseSchema } from '../dto/auth.schemas';
import { MfaLoginDto } from '../dto/mfa.schemas';
import { SessionTokenService } from '../session/session-token.service';
import { MfaSignInService } from './mfa-sign-in.service';

const TRIES = RATE_LIMITS.mfaCodePerAccount;

/** The code step of a sign-in for an account with a second factor (issue 49). */
@ApiTags('Auth')
@Controller('login')
export class MfaLoginController {
  constructor(
    private readonly mfa: MfaSignInService,
    private readonly sessions: SessionTokenService,
  ) {}

  @Endpoint.post('mfa', {
    operationId: 'loginMfa', summary: 'Finish a sign-in with a code of the second factor', answer: AuthResponseSchema, errors: [429], secret: true,
    description:
      'With the `mfaToken` of `POST /api/login_check` (or of a reset) and a code of the authenticator app or a recovery code: the session. ' +
      `The token works once, for 5 minutes; a wrong code leaves it usable. Failed codes count per account: the ${TRIES.limit + 1}th failed try in ${TRIES.windowMs / 60_000} minutes is a 429.`,
    errorsHere: { 401: 'The code is wrong, or the `mfaToken` is unknown, used or expired.' },
  })
  async complete(@Body() body: MfaLoginDto, @Req() request: FastifyRequest): Promise<AuthResponse> {
    const user = await this.mfa.complete(body);
    return toAuthResponse(await this.sessions.issue(user, request, 'password+totp'), user);
  }
}
