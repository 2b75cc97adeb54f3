import { Injectable, OnModuleInit } from '@nestjs/common';
import { SHARE_MAIL, SHARING_MESSAGES } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import type { ClaimedMailJob } from '../mail/mail-jobs.repository';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { isUuid } from '../../common/uuid';
import { EmailLinksService } from '../email-links/email-links.service';
import { renderMail, userText } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mail-message';
import { MailQueueService } from '../mail/mail-queue.service';
import { sendWithin } from '../mail/send-within';
import { ShareDeliveryTracker } from './share-delivery.tracker';
import { ShareTokenBox } from './share-token.box';
import { SharesRepository } from './shares.repository';

export const SHARE_MAIL_KIND = 'share';

/**
 * The share invitation. The queued job holds only the share id; the message (with the personal
 * link decrypted from the share) is rebuilt at each attempt, so no link sits in the queue.
 */
@Injectable()
export class ShareMailService implements OnModuleInit {
  constructor(
    private readonly shares: SharesRepository,
    @InjectConfig() private readonly config: AppConfig,
    private readonly queue: MailQueueService,
    private readonly links: EmailLinksService,
    private readonly tokens: ShareTokenBox,
    private readonly delivery: ShareDeliveryTracker,
  ) {}

  /** Each invitation job's outcome is the share's delivery state (issue 18). */
  onModuleInit(): void {
    this.queue.register(SHARE_MAIL_KIND, (payload) => this.build(payload), this.delivery);
  }

  /**
   * Queues the invitation and tries it now; false when it failed or took over `timeoutMs` (left for
   * a retry). `replacesLink`: the mail of a new link, which says the earlier one no longer works.
   */
  send(shareId: string, timeoutMs: number, options: { replacesLink?: boolean } = {}): Promise<boolean> {
    return sendWithin(this.queue, SHARE_MAIL_KIND, options.replacesLink ? { shareId, replacesLink: true } : { shareId }, timeoutMs);
  }

  /** Inside the caller's transaction: the invitation is queued if and only if it commits (a share job's step). */
  enqueue(m: EntityManager, shareId: string, timeoutMs: number): Promise<ClaimedMailJob> {
    return this.queue.enqueueClaimed(m, SHARE_MAIL_KIND, { shareId }, timeoutMs);
  }

  /** After commit: marks the invitation queued and makes its first attempt (true when sent; never throws). */
  tryQueued(job: ClaimedMailJob, timeoutMs: number): Promise<boolean> {
    return this.queue.tryClaimed(job, timeoutMs, { announce: true });
  }

  /** An invitation from `enqueue` not tried here after all (this process is stopping): left to any process's queue. */
  giveBack(job: ClaimedMailJob): Promise<void> {
    return this.queue.giveBack(job);
  }

  /** No invitation goes out (the recipient turned these mails off): the owner sees it as failed. */
  async notSent(shareId: string): Promise<void> {
    await this.delivery.notSent(shareId);
  }

  /** null (nothing to send) once the share is gone or the recipient no longer wants share mails. */
  private async build(payload: Record<string, unknown>): Promise<MailMessage | null> {
    const shareId = payload.shareId;
    if (!isUuid(shareId)) return null;
    const row = await this.shares.forMail(shareId);
    if (!row || row.unsubscribed_at || !row.share_notifications) return null;
    const link = `${this.config.appUrl}/shared/${this.tokens.open(row.access_token_encrypted)}`;
    const unsubscribe = await this.links.unsubscribeLinks(row.recipient_id);
    // A title may hold line breaks; a subject is one line.
    const title = row.title.replace(/\s+/g, ' ').trim();
    // The owner as the recipient knows them: their username beside the address.
    const owner = SHARING_MESSAGES.ownerNamed(row.owner_email, row.owner_name);
    return renderMail({
      to: row.recipient_email,
      subject: SHARE_MAIL.subject(owner, title),
      paragraphs: [
        SHARE_MAIL.intro(userText(owner), userText(title)),
        ...(payload.replacesLink === true ? [SHARE_MAIL.replacesEarlierLink] : []),
        SHARE_MAIL.howTo,
        SHARE_MAIL.keepPrivate,
      ],
      action: { label: SHARE_MAIL.action, url: link },
      unsubscribeUrl: unsubscribe.page,
      oneClickUnsubscribeUrl: unsubscribe.oneClick,
      ...(row.reply_to_owner ? { replyTo: row.owner_email } : {}),
    });
  }
}
