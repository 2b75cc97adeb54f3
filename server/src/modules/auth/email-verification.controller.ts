import { Controller, Param, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiTags } from '@nestjs/swagger';
import { AUTH_MESSAGES, type EmailValidateResponse, type MessageResponse } from '@ticklist/contracts';
import { ApiOwnerAuth } from '../../common/openapi/api-auth.decorator';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { MessageSchema } from '../../common/openapi/message.schema';
import { EmailValidateResponseSchema } from './dto/auth.schemas';
import type { UserEntity } from '../users/user.entity';
import { toMessageWithSession } from './auth.mapper';
import { EmailVerificationService } from './email-verification.service';
import { VerificationResendService } from './verification-resend.service';
import { MfaSignInService } from './mfa/mfa-sign-in.service';
import { AuthGuard, CurrentUser } from './session/auth.guard';
import { SessionTokenService } from './session/session-token.service';

@ApiTags('Auth')
@Controller('email')
export class EmailVerificationController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly resends: VerificationResendService,
    private readonly sessions: SessionTokenService,
    private readonly mfa: MfaSignInService,
  ) {}

  @Endpoint.post('validate/:uuid/:hash', {
    operationId: 'validateEmail', summary: 'Verify an e-mail address with the link from the verification mail', answer: EmailValidateResponseSchema,
    errorsHere: { 400: 'The link is invalid or expired, or was used for an address that is not verified.' }, secret: true,
    description: 'The link of the verification mail: marks the address verified and signs in (the answer carries a session token). A link works once; '
      + 'used again for an address that is verified, it answers 200 `{ message }` ("already verified") without `token` or `user`. '
      + 'For an account with a second factor the answer is `{ message }` only: a mailed link never signs such an account in.',
  })
  async validate(@Param('uuid') uuid: string, @Param('hash') hash: string, @Req() request: FastifyRequest): Promise<EmailValidateResponse> {
    const user = await this.verification.verify(uuid, hash);
    if (user === 'already') return { message: AUTH_MESSAGES.verifyAlready };
    if (await this.mfa.hasSecondFactor(user.id)) return { message: AUTH_MESSAGES.verifySucceeded };
    return toMessageWithSession(AUTH_MESSAGES.verifySucceeded, await this.sessions.issue(user, request), user);
  }

  @Endpoint.get('request_validate', {
    operationId: 'requestEmailValidation', summary: 'Send the verification mail again', description: 'Mails a new verification link to the signed-in account\'s address.', answer: MessageSchema, errors: [429],
  })
  @UseGuards(AuthGuard)
  @ApiOwnerAuth()
  async requestValidate(@CurrentUser() user: UserEntity): Promise<MessageResponse> {
    return { message: await this.resends.resend(user) };
  }
}
