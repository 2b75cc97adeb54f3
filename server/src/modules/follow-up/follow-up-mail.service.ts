import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { FOLLOW_UP_MESSAGES as M, SHARING_MESSAGES } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { isUuid } from '../../common/uuid';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { EmailLinksService } from '../email-links/email-links.service';
import type { ClaimedMailJob } from '../mail/mail-jobs.repository';
import { renderMail, userText } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mail-message';
import { MailQueueService } from '../mail/mail-queue.service';
import { ShareFollowUpRepository } from '../shares/share-follow-up.repository';
import { ShareTokenBox } from '../shares/share-token.box';
import { dueInWords } from './due-words';

export const REMINDER_MAIL_KIND = 'reminder';
export const NUDGE_MAIL_KIND = 'nudge';
/** Bound of one send, the first attempt after commit included. */
export const FOLLOW_UP_SEND_TIMEOUT_MS = 10_000;

/** The queued job holds ids and the owner's line only; the personal link is decrypted when the mail is built. */
export interface FollowUpMailPayload extends Record<string, unknown> {
  shareId: string;
  message?: string | null;
}

/**
 * Reminder and nudge mails. Built at each attempt from the share: a recipient who completed every
 * item or stopped wanting mail by then gets nothing (the builder answers null).
 */
@Injectable()
export class FollowUpMailService implements OnModuleInit {
  constructor(
    private readonly shares: ShareFollowUpRepository,
    private readonly queue: MailQueueService,
    private readonly links: EmailLinksService,
    private readonly tokens: ShareTokenBox,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.queue.register(REMINDER_MAIL_KIND, (payload) => this.build(payload, false));
    this.queue.register(NUDGE_MAIL_KIND, (payload) => this.build(payload, true));
  }

  /** Inside the send's transaction: the mail is queued if and only if the send commits. */
  enqueue(m: EntityManager, nudge: boolean, payload: FollowUpMailPayload): Promise<ClaimedMailJob> {
    return this.queue.enqueueClaimed(m, nudge ? NUDGE_MAIL_KIND : REMINDER_MAIL_KIND, payload, FOLLOW_UP_SEND_TIMEOUT_MS);
  }

  /** Inside a "nudge all"'s transaction: one nudge mail per share, queued as due (not tried by this call). */
  enqueueNudges(m: EntityManager, payloads: FollowUpMailPayload[]): Promise<void> {
    return this.queue.enqueueDue(m, NUDGE_MAIL_KIND, payloads);
  }

  /** After a "nudge all" committed: start sending its mails now. */
  sendQueuedNow(): void {
    this.queue.sendDueNow();
  }

  /** After commit: the first attempt (a failure is retried by the queue). */
  trySend(job: ClaimedMailJob): Promise<boolean> {
    return this.queue.tryClaimed(job, FOLLOW_UP_SEND_TIMEOUT_MS);
  }

  private async build(payload: Record<string, unknown>, nudge: boolean): Promise<MailMessage | null> {
    if (!isUuid(payload.shareId)) return null;
    const row = await this.shares.forReminderMail(payload.shareId);
    if (!row || !row.reachable || row.done >= row.total) return null;
    const link = `${this.config.appUrl}/shared/${this.tokens.open(row.access_token_encrypted)}`;
    const unsubscribe = await this.links.unsubscribeLinks(row.recipient_id);
    const title = row.title.replace(/\s+/g, ' ').trim();
    // The owner as the recipient knows them: their username beside the address.
    const owner = SHARING_MESSAGES.ownerNamed(row.owner_email, row.owner_name);
    const message = typeof payload.message === 'string' && payload.message ? payload.message : null;
    const due = row.due_at ? new Date(row.due_at) : null;
    const dueLine = due ? (due.getTime() <= this.clock.now().getTime() ? M.mailOverdueSince : M.mailDueOn)(dueInWords(due, row.due_time_zone)) : null;
    const paragraphs = [
      nudge ? M.mailNudgeIntro(userText(owner), userText(title)) : M.mailReminderIntro(userText(owner), userText(title)),
      ...(nudge && message ? [M.mailOwnerSays(userText(owner), userText(message))] : []),
      `${M.mailProgress(row.done, row.total)}.${dueLine ? ` ${dueLine}` : ''}`,
    ];
    return renderMail({
      to: row.recipient_email,
      subject: nudge ? M.nudgeSubject(owner, title) : M.reminderSubject(title),
      paragraphs,
      action: { label: M.mailAction, url: link },
      unsubscribeUrl: unsubscribe.page,
      oneClickUnsubscribeUrl: unsubscribe.oneClick,
      ...(row.reply_to_owner ? { replyTo: row.owner_email } : {}),
    });
  }
}
