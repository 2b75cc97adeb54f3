import { Body, Controller, Get, HttpCode, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiResponse, ApiSchema, ApiTags } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthResponse } from '@ticklist/contracts';
import { ApiError } from '../../../common/openapi/api-errors.decorator';
import { Endpoint } from '../../../common/openapi/endpoint.decorator';
import { toAuthResponse } from '../auth.mapper';
import { AuthResponseSchema } from '../dto/auth.schemas';
import { SessionTokenService } from '../session/session-token.service';
import { OidcSignInService } from './oidc-sign-in.service';

const OFF = 'Single sign-on is not set up on this server (no OIDC_ISSUER).';

@ApiSchema({ name: 'OidcExchangeRequest' })
class OidcExchangeDto {
  @ApiProperty({ type: String, description: 'The `code` of the page address `/login/sso#code=…` the callback sent the browser to. Works once, for 60 seconds.' })
  @Allow()
  code?: unknown;
}

/** "Sign in with {provider}" (issue 49): to the provider, back, and a session for the page. */
@ApiTags('Auth')
@Controller('auth/oidc')
export class OidcController {
  constructor(
    private readonly oidc: OidcSignInService,
    private readonly sessions: SessionTokenService,
  ) {}

  @Get('start')
  @HttpCode(302)
  @ApiOperation({
    operationId: 'startOidcSignIn', summary: 'Go to the identity provider to sign in',
    description: 'Redirects the browser to the provider (authorization code flow with PKCE). State, nonce and the PKCE verifier are kept server-side for 10 minutes, used once; no cookie. When the provider cannot be reached: to `/login/sso#error=unavailable`.',
  })
  @ApiResponse({ status: 302, description: "To the provider's authorization endpoint, or to `/login/sso#error={reason}`." })
  @ApiError(404, OFF)
  async start(@Res() reply: FastifyReply): Promise<void> {
    await reply.redirect(await this.oidc.start(), 302);
  }

  @Get('callback')
  @HttpCode(302)
  @ApiOperation({
    operationId: 'oidcCallback', summary: 'Where the identity provider sends the browser back',
    description:
      'Checks state (once), the code with its PKCE verifier and the ID token (issuer, audience, nonce), then finds the account: by the provider\'s subject; else an owner account with the address, linked only when the provider says `email_verified: true`; else a new account (no invite code) for a verified address of an allowed domain (OIDC_ALLOWED_DOMAINS). ' +
      'Redirects to `/login/sso#code=…` (for `POST /api/auth/oidc/exchange`) or `/login/sso#error={reason}` (`expired`, `denied`, `unavailable`, `failed`, `email`, `unverified`, `domain`, `linked`).',
  })
  @ApiResponse({ status: 302, description: 'To `/login/sso#code=…` or `/login/sso#error={reason}`.' })
  @ApiError(404, OFF)
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    await reply.redirect(await this.oidc.callback(new URL(`${this.oidcRedirect()}${query}`)), 302);
  }

  @Endpoint.post('exchange', {
    operationId: 'exchangeOidcCode', summary: 'Trade the sign-in code for a session', answer: AuthResponseSchema, secret: true,
    description: 'The page at `/login/sso` sends the code from its address: the session (`method: "sso"`). The code works once, for 60 seconds.',
    errorsHere: { 401: 'The code is unknown, used or expired.', 404: OFF },
  })
  async exchange(@Body() body: OidcExchangeDto, @Req() request: FastifyRequest): Promise<AuthResponse> {
    const user = await this.oidc.exchange(body.code);
    return toAuthResponse(await this.sessions.issue(user, request, 'sso'), user);
  }

  private oidcRedirect(): string {
    return this.oidc.redirectUri;
  }
}
