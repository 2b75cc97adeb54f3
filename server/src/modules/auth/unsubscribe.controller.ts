import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUTH_MESSAGES, type MessageResponse } from '@ticklist/contracts';
import { ApiError } from '../../common/openapi/api-errors.decorator';
import { MessageSchema } from '../../common/openapi/message.schema';
import { UnsubscribeService } from './unsubscribe.service';

@ApiTags('Auth')
@Controller('user/email/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly unsubscribe: UnsubscribeService) {}

  @Get(':token')
  @ApiOperation({ summary: 'Check an unsubscribe link from a mail', operationId: 'checkUnsubscribe' })
  @ApiOkResponse({ type: MessageSchema })
  @ApiError(400, 'The link is invalid.')
  async validate(@Param('token') token: string): Promise<MessageResponse> {
    await this.unsubscribe.check(token);
    return { message: AUTH_MESSAGES.unsubscribeValid };
  }

  @Post(':token')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stop all e-mail from Ticklist to this address',
    description: 'Also the RFC 8058 one-click address of the mails\' `List-Unsubscribe` header: a mail client POSTs `List-Unsubscribe=One-Click` as a form.',
    operationId: 'unsubscribe',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({
    required: false,
    schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } },
  })
  @ApiOkResponse({ type: MessageSchema })
  @ApiError(400, 'The link is invalid.')
  async confirm(@Param('token') token: string): Promise<MessageResponse> {
    await this.unsubscribe.confirm(token);
    return { message: AUTH_MESSAGES.unsubscribed };
  }
}
