import { Injectable, OnModuleInit } from '@nestjs/common';
import { REVIEW_MAIL as T, SHARING_MESSAGES } from '@ticklist/contracts';
import { isUuid } from '../../common/uuid';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { EmailLinksService } from '../email-links/email-links.service';
import { renderMail, userText } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mail-message';
import { MailQueueService } from '../mail/mail-queue.service';
import { ShareTokenBox } from '../shares/share-token.box';
import { ReworkMailReader } from './share-reviews.repository';

export const REVIEW_MAIL_KIND = 'review-rework';

/** The queued job: the share and what was sent back with the reasons (a reason is the owner's words at the time). */
export interface ReviewMailPayload extends Record<string, unknown> {
  shareId: string;
  items: { itemId: string; reason: string }[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * One mail per review that sent items back, listing each with its reason, to the recipient by their
 * link. Nothing is sent when they turned these mails off or unsubscribed, or the link was revoked.
 */
@Injectable()
export class ReviewMailService implements OnModuleInit {
  constructor(
    private readonly reader: ReworkMailReader,
    private readonly queue: MailQueueService,
    private readonly links: EmailLinksService,
    private readonly tokens: ShareTokenBox,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.register(REVIEW_MAIL_KIND, (payload) => this.build(payload));
  }

  private async build(payload: Record<string, unknown>): Promise<MailMessage | null> {
    const shareId = typeof payload.shareId === 'string' && isUuid(payload.shareId) ? payload.shareId : null;
    const sent = Array.isArray(payload.items) ? (payload.items as ReviewMailPayload['items']).filter((i) => typeof i?.itemId === 'string' && isUuid(i.itemId)) : [];
    if (!shareId || sent.length === 0) return null;
    const row = await this.reader.read(shareId, sent.map((i) => i.itemId));
    if (!row?.recipient_mails) return null;
    const reasons = new Map(sent.map((i) => [i.itemId, String(i.reason ?? '')]));
    const owner = SHARING_MESSAGES.ownerNamed(row.owner_email, row.owner_name);
    const title = oneLine(row.title);
    const unsubscribe = await this.links.unsubscribeLinks(row.recipient_id);
    return renderMail({
      to: row.recipient_email,
      subject: T.subject(owner, title),
      paragraphs: [T.intro(userText(owner), userText(title)), ...row.items.map((item) => T.item(userText(oneLine(item.text)), userText(oneLine(reasons.get(item.id) ?? ''))))],
      action: { label: T.action, url: `${this.config.appUrl}/shared/${this.tokens.open(row.access_token_encrypted)}` },
      unsubscribeUrl: unsubscribe.page,
      oneClickUnsubscribeUrl: unsubscribe.oneClick,
    });
  }
}
