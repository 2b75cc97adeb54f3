import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { AUTH_MESSAGES, type AuthResponse, type MessageResponse } from '@ticklist/contracts';
import { toAuthResponse } from './auth.mapper';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { PasswordResetService } from './password-reset.service';
import { SessionTokenService } from './session/session-token.service';
import { SecretInAnswer } from '../../common/delivery/compression';

@Controller('password')
export class PasswordResetController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionTokenService,
  ) {}

  /** Always the same 200 (no account enumeration); 422 without an address, 429 over the limit. */
  @Post('forgot')
  @HttpCode(200)
  async forgot(@Body() body: ForgotPasswordDto): Promise<MessageResponse> {
    await this.resets.forgot(body);
    return { message: AUTH_MESSAGES.forgotSent };
  }

  @Get('reset/validate/:token')
  async validate(@Param('token') token: string): Promise<MessageResponse> {
    await this.resets.check(token);
    return { message: AUTH_MESSAGES.resetLinkValid };
  }

  @Post('reset/:token')
  @SecretInAnswer()
  @HttpCode(200)
  async reset(@Param('token') token: string, @Body() body: ResetPasswordDto): Promise<AuthResponse> {
    const user = await this.resets.reset(token, body);
    return toAuthResponse(this.sessions.issue(user), user);
  }
}
