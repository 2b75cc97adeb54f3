import { Body, Controller, Req, UseGuards } from '@nestjs/common';
import { ApiExtraModels, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthResponse, LoginResponse, MeResponse } from '@ticklist/contracts';
import { clientIp } from '../../common/client-ip';
import { ApiOwnerAuth } from '../../common/openapi/api-auth.decorator';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { AuthResponseSchema, MeResponseSchema, loginAnswer } from './dto/auth.schemas';
import { MfaRequiredSchema } from './dto/mfa.schemas';
import type { UserEntity } from '../users/user.entity';
import { toUserDto } from '../users/user.mapper';
import { toAuthResponse } from './auth.mapper';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { LoginService } from './login.service';
import { MfaSignInService } from './mfa/mfa-sign-in.service';
import { SSO_ONLY_DOC, SsoOnlyGate } from './oidc/sso-only';
import { RegistrationService } from './registration.service';
import { AuthGuard, CurrentUser } from './session/auth.guard';
import { SessionTokenService } from './session/session-token.service';

/** Sign-up, sign-in and the current user (spec section 7, Authentication). */
@ApiTags('Auth')
@Controller()
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly login: LoginService,
    private readonly sessions: SessionTokenService,
    private readonly mfa: MfaSignInService,
    private readonly ssoOnly: SsoOnlyGate,
  ) {}

  @Endpoint.post('register', {
    operationId: 'register', summary: 'Create an owner account (needs an invite code)', description: 'Needs a valid invite code. The answer carries a session token (the new owner is signed in) and the account; a verification mail goes to the address.', answer: AuthResponseSchema, status: 201, errors: [422, 429],
    secret: true, errorsHere: { 403: SSO_ONLY_DOC },
  })
  async register(@Body() body: RegisterDto, @Req() request: FastifyRequest): Promise<AuthResponse> {
    this.ssoOnly.assertPasswordFormsOpen(body.email);
    const user = await this.registration.register(body as Record<string, unknown>, clientIp(request));
    return toAuthResponse(await this.sessions.issue(user, request), user);
  }

  @Endpoint.post('login_check', {
    operationId: 'login', summary: 'Sign in with e-mail and password', answer: loginAnswer(MfaRequiredSchema), errors: [401, 429], secret: true, errorsHere: { 403: SSO_ONLY_DOC },
    description:
      `Failed sign-ins are limited per ${RATE_LIMITS.failedLoginPerAccountAndIp.windowMs / 60_000} minutes: ${RATE_LIMITS.failedLoginPerAccountAndIp.limit} per account from one client address, ` +
      `${RATE_LIMITS.failedLoginPerAccount.limit} per account, ${RATE_LIMITS.failedLoginPerIp.limit} per client address (429 with Retry-After, the right password included). ` +
      'An account with a second factor gets no session here but the code step: `{ mfaRequired: true, mfaToken, methods }`.',
  })
  @ApiExtraModels(AuthResponseSchema, MfaRequiredSchema)
  async loginCheck(@Body() body: LoginDto, @Req() request: FastifyRequest): Promise<LoginResponse> {
    this.ssoOnly.assertPasswordFormsOpen(body.username);
    const user = await this.login.login(body, clientIp(request));
    const codeStep = await this.mfa.challengeFor(user);
    if (codeStep) return codeStep;
    return toAuthResponse(await this.sessions.issue(user, request), user);
  }

  @Endpoint.get('me', { operationId: 'getMe', summary: 'The signed-in user', description: 'The account behind the bearer token, a session token or a personal access token.', answer: MeResponseSchema })
  @UseGuards(AuthGuard)
  @ApiOwnerAuth()
  me(@CurrentUser() user: UserEntity): MeResponse {
    return { user: toUserDto(user) };
  }
}
