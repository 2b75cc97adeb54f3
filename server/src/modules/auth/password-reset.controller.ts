import { Body, Controller, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiExtraModels, ApiTags } from '@nestjs/swagger';
import { AUTH_MESSAGES, type LoginResponse, type MessageResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { MessageSchema } from '../../common/openapi/message.schema';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { AuthResponseSchema, loginAnswer } from './dto/auth.schemas';
import { MfaRequiredSchema } from './dto/mfa.schemas';
import { MfaSignInService } from './mfa/mfa-sign-in.service';
import { toAuthResponse } from './auth.mapper';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { ForgotPasswordService } from './forgot-password.service';
import { PasswordResetService } from './password-reset.service';
import { SSO_ONLY_DOC, SsoOnlyGate } from './oidc/sso-only';
import { SessionTokenService } from './session/session-token.service';

const FORGOT = RATE_LIMITS.forgotPerAddress;

@ApiTags('Auth')
@Controller('password')
export class PasswordResetController {
  constructor(
    private readonly forgotten: ForgotPasswordService,
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionTokenService,
    private readonly mfa: MfaSignInService,
    private readonly ssoOnly: SsoOnlyGate,
  ) {}

  /** Always the same 200 (no account enumeration); 422 without an address, 429 over the limit. */
  @Endpoint.post('forgot', {
    operationId: 'forgotPassword', summary: 'Mail a password reset link (the same answer whether or not the address exists)', answer: MessageSchema,
    errors: [422, 429], errorsHere: { 403: SSO_ONLY_DOC },
    description:
      `${FORGOT.limit} requests per address per ${FORGOT.windowMs === 3_600_000 ? 'hour' : `${FORGOT.windowMs / 60_000} minutes`}; over that, a request is still ` +
      `answered 200 (and mails a link) when none was mailed to the address in the last ${FORGOT.respiteMs / 60_000} minutes.`,
  })
  async forgot(@Body() body: ForgotPasswordDto): Promise<MessageResponse> {
    this.ssoOnly.assertPasswordFormsOpen(body.email);
    await this.forgotten.forgot(body);
    return { message: AUTH_MESSAGES.forgotSent };
  }

  @Endpoint.get('reset/validate/:token', {
    operationId: 'checkPasswordReset', summary: 'Check that a reset link is still valid', description: 'Lets the reset page say at once whether the link still works; it changes nothing. The new password is set with `POST /api/password/reset/{token}`.', answer: MessageSchema,
    errorsHere: { 400: 'The link is invalid, expired or already used.' },
  })
  async validate(@Param('token') token: string): Promise<MessageResponse> {
    await this.resets.check(token);
    return { message: AUTH_MESSAGES.resetLinkValid };
  }

  @Endpoint.post('reset/:token', {
    operationId: 'resetPassword', summary: 'Choose a new password with a reset link; signs you in', answer: loginAnswer(MfaRequiredSchema), errors: [422],
    description:
      'A reset by link recovers the account: it proves the address, ends every older session, revokes every personal access token and ' +
      'pauses every webhook endpoint (all done when it answers), and mails the owner what was ended. A change with the current password keeps tokens and webhooks. ' +
      'A mailed link never signs in an account with a second factor: it gets the code step `{ mfaRequired: true, mfaToken, methods }` instead of a session.',
    errorsHere: { 400: 'The link is invalid, expired or already used (or the body is malformed).' }, secret: true,
  })
  @ApiExtraModels(AuthResponseSchema, MfaRequiredSchema)
  async reset(@Param('token') token: string, @Body() body: ResetPasswordDto, @Req() request: FastifyRequest): Promise<LoginResponse> {
    const user = await this.resets.reset(token, body);
    const codeStep = await this.mfa.challengeFor(user);
    if (codeStep) return codeStep;
    return toAuthResponse(await this.sessions.issue(user, request), user);
  }
}
