import { Body, Param, Query } from '@nestjs/common';
import { ApiBody, ApiParam, ApiQuery } from '@nestjs/swagger';
import { MESSAGE_PAGE_SIZE, type PostMessageResponse, type ShareMessagePage } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ShareInPath, type SharePath } from '../../common/share-path.decorator';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { PostMessageDto, PostMessageResponseSchema, ShareMessagePageSchema } from './dto/message.schemas';
import { MessageThreads } from './message-threads';
import { MessagesService } from './messages.service';
import { ChecklistOwner, ChecklistRole } from '../workspaces/checklist-role.decorator';
import { CURSOR_ERROR_DOC } from '../../common/cursor-query';

const CURSOR = { name: 'cursor', required: false, description: 'The previous page\'s `nextCursor`, for the page of older messages.', schema: { type: 'string' } } as const;

/** The owner's side of a recipient's messages (issue 48). */
@OwnerController('Messages', 'checklist')
export class OwnerMessagesController {
  constructor(
    private readonly threads: MessageThreads,
    private readonly messages: MessagesService,
  ) {}

  @Endpoint.get(':id/shares/:shareId/messages', {
    operationId: 'listShareMessages', summary: 'Read the messages between you and a recipient, newest last', answer: ShareMessagePageSchema, errors: [404],
    errorsHere: CURSOR_ERROR_DOC,
    description: `${MESSAGE_PAGE_SIZE} messages a page, every thread of the share (the whole checklist's and each item's: see \`itemId\`). Never the recipient's notes.`,
  })
  @ApiQuery(CURSOR)
  async list(@ChecklistOwner() owner: UserEntity, @ShareInPath() share: SharePath, @Query('cursor') cursor: unknown): Promise<ShareMessagePage> {
    return this.messages.page(await this.threads.ofOwner(owner.id, share.checklistId, share.shareId), cursor);
  }

  @Endpoint.post(':id/shares/:shareId/messages', {
    operationId: 'postShareMessage', summary: 'Write to a recipient', answer: PostMessageResponseSchema, status: 201, errors: [400, 404, 422, 429],
    errorsHere: { 409: 'You closed the checklist.' },
    description: 'Pushed at once as `share:message` to the recipient\'s open pages and your other pages; the recipient gets at most one mail per thread per 15 minutes with every message since the last. 30 messages per recipient per hour.',
  })
  @ApiBody({ type: PostMessageDto })
  @ChecklistRole('reviewer')
  async post(@ChecklistOwner() owner: UserEntity, @ShareInPath() share: SharePath, @Body() body: PostMessageDto): Promise<PostMessageResponse> {
    return { message: await this.messages.post(await this.threads.ofOwner(owner.id, share.checklistId, share.shareId), body) };
  }

  @Endpoint.delete(':id/shares/:shareId/messages/:messageId', {
    operationId: 'deleteShareMessage', summary: 'Delete a message you wrote', noContent: 'Deleted.', errors: [404],
    errorsHere: { 403: 'Written more than 5 minutes ago: it stays.' },
    description: 'Your own messages only (another\'s is a 404), within 5 minutes of writing them. Pushed as `share:message-deleted`.',
  })
  @ApiParam({ name: 'messageId', type: String })
  @ChecklistRole('reviewer')
  async delete(@ChecklistOwner() owner: UserEntity, @ShareInPath() share: SharePath, @Param('messageId') messageId: string): Promise<void> {
    await this.messages.delete(await this.threads.ofOwner(owner.id, share.checklistId, share.shareId), messageId);
  }
}
