import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { AUTH_MESSAGES, type EmailValidateResponse, type MessageResponse } from '@ticklist/contracts';
import type { UserEntity } from '../users/user.entity';
import { toVerifiedResponse } from './auth.mapper';
import { EmailVerificationService } from './email-verification.service';
import { AuthGuard, CurrentUser } from './session/auth.guard';
import { SessionTokenService } from './session/session-token.service';
import { SecretInAnswer } from '../../common/delivery/compression';

@Controller('email')
export class EmailVerificationController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly sessions: SessionTokenService,
  ) {}

  @Post('validate/:uuid/:hash')
  @SecretInAnswer()
  @HttpCode(200)
  async validate(@Param('uuid') uuid: string, @Param('hash') hash: string): Promise<EmailValidateResponse> {
    const user = await this.verification.verify(uuid, hash);
    return toVerifiedResponse(AUTH_MESSAGES.verifySucceeded, this.sessions.issue(user), user);
  }

  @Get('request_validate')
  @UseGuards(AuthGuard)
  async requestValidate(@CurrentUser() user: UserEntity): Promise<MessageResponse> {
    return { message: await this.verification.resend(user) };
  }
}
