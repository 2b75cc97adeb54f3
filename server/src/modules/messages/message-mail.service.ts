import { Injectable, OnModuleInit } from '@nestjs/common';
import { MESSAGE_MAIL as T, SHARING_MESSAGES } from '@ticklist/contracts';
import { isUuid } from '../../common/uuid';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { EmailLinksService } from '../email-links/email-links.service';
import { renderMail, userText } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mail-message';
import { MailQueueService } from '../mail/mail-queue.service';
import { ShareTokenBox } from '../shares/share-token.box';
import { ShareMessagesRepository, type MailedMessageRow } from './share-messages.repository';

export const MESSAGE_MAIL_KIND = 'share-messages';

/** The queued job holds the messages' ids only; the mail is built from what is stored when it is sent. */
export interface MessageMailPayload extends Record<string, unknown> {
  messageIds: string[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The mail carrying a thread's new messages to the other side: the owner's to the recipient (by
 * their link), the recipient's to the owner. Nothing is sent when the messages were deleted, or
 * the reader turned these mails off or unsubscribed by then (the builder answers null).
 */
@Injectable()
export class MessageMailService implements OnModuleInit {
  constructor(
    private readonly messages: ShareMessagesRepository,
    private readonly queue: MailQueueService,
    private readonly links: EmailLinksService,
    private readonly tokens: ShareTokenBox,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.register(MESSAGE_MAIL_KIND, (payload) => this.build(payload));
  }

  private async build(payload: Record<string, unknown>): Promise<MailMessage | null> {
    const ids = Array.isArray(payload.messageIds) ? payload.messageIds.filter(isUuid) : [];
    if (ids.length === 0) return null;
    const rows = await this.messages.forMail(ids);
    const first = rows[0];
    if (!first) return null;
    const toOwner = first.author === 'recipient';
    if (toOwner ? !first.owner_mails : !first.recipient_mails) return null;
    const title = oneLine(first.title);
    const owner = SHARING_MESSAGES.ownerNamed(first.owner_email, first.owner_name);
    const writer = toOwner ? first.recipient_email : owner;
    const unsubscribe = await this.links.unsubscribeLinks(toOwner ? first.owner_id : first.recipient_id);
    return renderMail({
      to: toOwner ? first.owner_email : first.recipient_email,
      subject: (toOwner ? T.subjectToOwner : T.subjectToRecipient)(writer, title),
      paragraphs: [
        T.intro(userText(writer), userText(title)),
        ...(first.item_text ? [T.aboutItem(userText(oneLine(first.item_text)))] : []),
        ...rows.map((row: MailedMessageRow) => userText(row.text)),
        T.noReplyHere,
      ],
      action: { label: T.action, url: toOwner ? `${this.config.appUrl}/dashboard/results/${first.checklist_id}` : `${this.config.appUrl}/shared/${this.tokens.open(first.access_token_encrypted)}` },
      unsubscribeUrl: unsubscribe.page,
      oneClickUnsubscribeUrl: unsubscribe.oneClick,
    });
  }
}
