import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUTH_MESSAGES, type EmailValidateResponse, type MessageResponse } from '@ticklist/contracts';
import { ApiError, ApiErrors } from '../../common/openapi/api-errors.decorator';
import { ApiOwnerAuth } from '../../common/openapi/api-auth.decorator';
import { MessageSchema } from '../../common/openapi/message.schema';
import { EmailValidateResponseSchema } from './dto/auth.schemas';
import type { UserEntity } from '../users/user.entity';
import { toVerifiedResponse } from './auth.mapper';
import { EmailVerificationService } from './email-verification.service';
import { AuthGuard, CurrentUser } from './session/auth.guard';
import { SessionTokenService } from './session/session-token.service';
import { SecretInAnswer } from '../../common/delivery/compression';

@ApiTags('Auth')
@Controller('email')
export class EmailVerificationController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly sessions: SessionTokenService,
  ) {}

  @Post('validate/:uuid/:hash')
  @SecretInAnswer()
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify an e-mail address with the link from the verification mail', operationId: 'validateEmail' })
  @ApiOkResponse({ type: EmailValidateResponseSchema })
  @ApiError(400, 'The link is invalid, expired or already used.')
  async validate(@Param('uuid') uuid: string, @Param('hash') hash: string): Promise<EmailValidateResponse> {
    const user = await this.verification.verify(uuid, hash);
    return toVerifiedResponse(AUTH_MESSAGES.verifySucceeded, this.sessions.issue(user), user);
  }

  @Get('request_validate')
  @UseGuards(AuthGuard)
  @ApiOwnerAuth()
  @ApiOperation({ summary: 'Send the verification mail again', operationId: 'requestEmailValidation' })
  @ApiOkResponse({ type: MessageSchema })
  @ApiErrors(429)
  async requestValidate(@CurrentUser() user: UserEntity): Promise<MessageResponse> {
    return { message: await this.verification.resend(user) };
  }
}
