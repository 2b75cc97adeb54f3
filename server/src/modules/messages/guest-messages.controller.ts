import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiBody, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MESSAGE_PAGE_SIZE, type PostMessageResponse, type ShareMessagePage } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { PostMessageDto, PostMessageResponseSchema, ShareMessagePageSchema } from './dto/message.schemas';
import { MessageThreads } from './message-threads';
import { MessagesService } from './messages.service';
import { CURSOR_ERROR_DOC } from '../../common/cursor-query';

/** The recipient's side of their messages with the owner (issue 48): the link is the credential. */
@ApiTags('Guest')
@ApiParam({ name: 'accessToken', description: 'The recipient\'s personal link token (from the mailed link): the only credential a guest needs.' })
@Controller('guest/shared')
export class GuestMessagesController {
  constructor(
    private readonly threads: MessageThreads,
    private readonly messages: MessagesService,
  ) {}

  @Endpoint.get(':accessToken/messages', {
    operationId: 'listGuestMessages', summary: 'Read your messages with the checklist\'s owner, newest last', answer: ShareMessagePageSchema, errors: [404, 410],
    errorsHere: CURSOR_ERROR_DOC,
    description: `${MESSAGE_PAGE_SIZE} messages a page, every thread of your link (the whole checklist's and each item's: see \`itemId\`).`,
  })
  @ApiQuery({ name: 'cursor', required: false, description: 'The previous page\'s `nextCursor`, for the page of older messages.', schema: { type: 'string' } })
  async list(@Param('accessToken') accessToken: string, @Query('cursor') cursor: unknown): Promise<ShareMessagePage> {
    return this.messages.page(await this.threads.ofLink(accessToken), cursor);
  }

  @Endpoint.post(':accessToken/messages', {
    operationId: 'postGuestMessage', summary: 'Write to the checklist\'s owner', answer: PostMessageResponseSchema, status: 201, errors: [400, 404, 410, 422, 429],
    errorsHere: { 409: 'The owner closed the checklist: the page is read-only.' },
    description: 'Unlike your notes, a message is meant for the owner: they see it at once (`share:message`) and get at most one mail per thread per 15 minutes. 30 messages per link per hour.',
  })
  @ApiBody({ type: PostMessageDto })
  async post(@Param('accessToken') accessToken: string, @Body() body: PostMessageDto): Promise<PostMessageResponse> {
    return { message: await this.messages.post(await this.threads.ofLink(accessToken), body) };
  }

  @Endpoint.delete(':accessToken/messages/:messageId', {
    operationId: 'deleteGuestMessage', summary: 'Delete a message you wrote', noContent: 'Deleted.', errors: [404, 410],
    errorsHere: { 403: 'Written more than 5 minutes ago: it stays.' },
    description: 'Your own messages only (the owner\'s, or another link\'s, is a 404), within 5 minutes of writing them.',
  })
  @ApiParam({ name: 'messageId', type: String })
  async delete(@Param('accessToken') accessToken: string, @Param('messageId') messageId: string): Promise<void> {
    await this.messages.delete(await this.threads.ofLink(accessToken), messageId);
  }
}
