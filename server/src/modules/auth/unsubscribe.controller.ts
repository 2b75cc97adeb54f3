import { Controller, Param } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { AUTH_MESSAGES, type MessageResponse } from '@ticklist/contracts';
import { ApiError } from '../../common/openapi/api-errors.decorator';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { MessageSchema } from '../../common/openapi/message.schema';
import { UnsubscribeService } from './unsubscribe.service';

/** The unsubscribe link of a mail: checked when the page opens, then confirmed. Both answer a message, or 400. */
@ApiTags('Auth')
@Controller('user/email/unsubscribe')
@ApiError(400, 'The link is invalid.')
export class UnsubscribeController {
  constructor(private readonly unsubscribe: UnsubscribeService) {}

  @Endpoint.get(':token', { operationId: 'checkUnsubscribe', summary: 'Check an unsubscribe link from a mail', description: 'Lets the unsubscribe page say whether the link works; it changes nothing. `POST` on the same path unsubscribes.', answer: MessageSchema })
  async validate(@Param('token') token: string): Promise<MessageResponse> {
    await this.unsubscribe.check(token);
    return { message: AUTH_MESSAGES.unsubscribeValid };
  }

  @Endpoint.post(':token', {
    operationId: 'unsubscribe', summary: 'Stop all e-mail from Ticklist to this address', answer: MessageSchema,
    description: 'Also the RFC 8058 one-click address of the mails\' `List-Unsubscribe` header: a mail client POSTs `List-Unsubscribe=One-Click` as a form.',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({
    required: false,
    schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } },
  })
  async confirm(@Param('token') token: string): Promise<MessageResponse> {
    await this.unsubscribe.confirm(token);
    return { message: AUTH_MESSAGES.unsubscribed };
  }
}
