import { Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUTH_MESSAGES, type EmailValidateResponse, type MessageResponse } from '@ticklist/contracts';
import { ApiError, ApiErrors } from '../../common/openapi/api-errors.decorator';
import { ApiOwnerAuth } from '../../common/openapi/api-auth.decorator';
import { MessageSchema } from '../../common/openapi/message.schema';
import { EmailValidateResponseSchema } from './dto/auth.schemas';
import type { UserEntity } from '../users/user.entity';
import { toMessageWithSession } from './auth.mapper';
import { EmailVerificationService } from './email-verification.service';
import { VerificationResendService } from './verification-resend.service';
import { AuthGuard, CurrentUser } from './session/auth.guard';
import { AnswersSession } from './session/answers-session.decorator';
import { SessionTokenService } from './session/session-token.service';

@ApiTags('Auth')
@Controller('email')
export class EmailVerificationController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly resends: VerificationResendService,
    private readonly sessions: SessionTokenService,
  ) {}

  @Post('validate/:uuid/:hash')
  @AnswersSession(EmailValidateResponseSchema)
  @ApiOperation({ summary: 'Verify an e-mail address with the link from the verification mail', operationId: 'validateEmail' })
  @ApiError(400, 'The link is invalid, expired or already used.')
  async validate(@Param('uuid') uuid: string, @Param('hash') hash: string): Promise<EmailValidateResponse> {
    const user = await this.verification.verify(uuid, hash);
    return toMessageWithSession(AUTH_MESSAGES.verifySucceeded, this.sessions.issue(user), user);
  }

  @Get('request_validate')
  @UseGuards(AuthGuard)
  @ApiOwnerAuth()
  @ApiOperation({ summary: 'Send the verification mail again', operationId: 'requestEmailValidation' })
  @ApiOkResponse({ type: MessageSchema })
  @ApiErrors(429)
  async requestValidate(@CurrentUser() user: UserEntity): Promise<MessageResponse> {
    return { message: await this.resends.resend(user) };
  }
}
