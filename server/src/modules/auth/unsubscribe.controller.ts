import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { AUTH_MESSAGES, type MessageResponse } from '@ticklist/contracts';
import { UnsubscribeService } from './unsubscribe.service';

@Controller('user/email/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly unsubscribe: UnsubscribeService) {}

  @Get(':token')
  async validate(@Param('token') token: string): Promise<MessageResponse> {
    await this.unsubscribe.check(token);
    return { message: AUTH_MESSAGES.unsubscribeValid };
  }

  @Post(':token')
  @HttpCode(200)
  async confirm(@Param('token') token: string): Promise<MessageResponse> {
    await this.unsubscribe.confirm(token);
    return { message: AUTH_MESSAGES.unsubscribed };
  }
}
