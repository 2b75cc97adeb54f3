import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  MESSAGE_DELETE_WINDOW_MS,
  MESSAGE_MESSAGES as M,
  MESSAGE_PAGE_SIZE,
  type MessageAuthor,
  type ShareMessage,
  type ShareMessagePage,
} from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { parseIdCursor } from '../../common/cursor-query';
import { fieldErrors, forbidden, notFound } from '../../common/domain-error';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { encodeKeysetCursor } from '../../common/keyset-cursor';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { isUuid } from '../../common/uuid';
import { checklistClosed } from '../checklists/checklist-closed';
import { toShareMessage } from './message.mapper';
import { parseMessageInput } from './message-input';
import { SHARE_MESSAGE_DELETED, SHARE_MESSAGE_POSTED, type ShareMessageDeletedDomainEvent, type ShareMessagePostedEvent } from './message-posted.event';
import { ShareMessagesRepository } from './share-messages.repository';

/** One share's thread as one side of it sees it: already checked to be theirs. */
export interface Thread {
  checklistId: string;
  shareId: string;
  closedAt: Date | null;
  /** Who is writing or deleting: the owner, or the recipient through their link. */
  as: MessageAuthor;
}


/** Messages of a share, the same for both sides once the side's routes found the thread. */
@Injectable()
export class MessagesService {
  constructor(
    private readonly messages: ShareMessagesRepository,
    private readonly rateLimit: RateLimitService,
    private readonly events: EventEmitter2,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Stores a message: 422 for a bad body, 409 on a closed checklist, 429 past 30 an hour per link and side. */
  async post(thread: Thread, body: { text?: unknown; itemId?: unknown } | undefined): Promise<ShareMessage> {
    const input = parseMessageInput(body);
    if (thread.closedAt) throw checklistClosed(thread.closedAt, thread.as === 'owner' ? 'owner' : 'recipient');
    await this.rateLimit.consume(RATE_LIMITS.messagesPerLink, `${thread.as}:${thread.shareId}`);
    const row = await this.messages.insert(thread.shareId, input.itemId, thread.as, input.text);
    if (!row) {
      if (input.itemId) throw fieldErrors({ itemId: M.itemNotInChecklist });
      throw notFound(M.notFound);
    }
    const message = toShareMessage(row);
    emitAfterCommit(this.events, SHARE_MESSAGE_POSTED, { checklistId: thread.checklistId, shareId: thread.shareId, message } satisfies ShareMessagePostedEvent);
    return message;
  }

  /** A page of the share's messages, newest last; `cursor` from the newer page's `nextCursor` (anything else is the one cursor error). */
  async page(thread: Thread, cursor: unknown): Promise<ShareMessagePage> {
    const before = parseIdCursor(cursor);
    const rows = await this.messages.page(thread.shareId, before, MESSAGE_PAGE_SIZE + 1);
    const page = rows.slice(0, MESSAGE_PAGE_SIZE);
    const oldest = page[page.length - 1];
    const nextCursor = rows.length > MESSAGE_PAGE_SIZE && oldest ? encodeKeysetCursor({ atUs: oldest.at_us, id: oldest.id }) : null;
    return { messages: page.reverse().map(toShareMessage), nextCursor };
  }

  /** Deletes the side's own message within 5 minutes of writing it: 403 after, 404 for anyone else's. */
  async delete(thread: Thread, messageId: string): Promise<void> {
    if (!isUuid(messageId)) throw notFound(M.notFound);
    const notBefore = new Date(this.clock.now().getTime() - MESSAGE_DELETE_WINDOW_MS);
    const { found, deleted } = await this.messages.deleteOwn(thread.shareId, messageId.toLowerCase(), thread.as, notBefore);
    if (!found) throw notFound(M.notFound);
    if (!deleted) throw forbidden(M.deleteTooLate);
    const event: ShareMessageDeletedDomainEvent = { checklistId: thread.checklistId, shareId: thread.shareId, messageId: messageId.toLowerCase() };
    emitAfterCommit(this.events, SHARE_MESSAGE_DELETED, event);
  }
}
