import { Injectable, OnModuleInit } from '@nestjs/common';
import { AUTH_MAIL } from '@ticklist/contracts';
import { isUuid } from '../../common/uuid';
import { EmailLinksService } from '../email-links/email-links.service';
import { renderMail, userText } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mail-message';
import { MailQueueService } from '../mail/mail-queue.service';
import { sendWithin } from '../mail/send-within';
import type { UserEntity } from '../users/user.entity';
import { SharesRepository } from '../shares/shares.repository';
import { UsersRepository } from '../users/users.repository';

export const VERIFY_MAIL_KIND = 'verify-email';
export const RESET_MAIL_KIND = 'password-reset';
/** A reset mail still unsent after this long is dropped: the person has moved on. */
const RESET_MAIL_MAX_AGE_MS = 3600_000;

/**
 * Verification and reset mails. Both are essential (sent even after an unsubscribe). Jobs hold
 * only the user id: the one-time link is created when the message is built, so no live link
 * sits in the queue, and a retry mails a fresh one.
 */
@Injectable()
export class AuthMailService implements OnModuleInit {
  constructor(
    private readonly users: UsersRepository,
    private readonly queue: MailQueueService,
    private readonly links: EmailLinksService,
    private readonly shares: SharesRepository,
  ) {}

  onModuleInit(): void {
    this.queue.register(VERIFY_MAIL_KIND, (payload) => this.buildVerification(payload));
    this.queue.register(RESET_MAIL_KIND, (payload) => this.buildReset(payload));
  }

  /** Queues the verification mail and tries it within `timeoutMs`; never throws (a retry follows). */
  sendVerification(userId: string, timeoutMs: number): Promise<boolean> {
    return sendWithin(this.queue, VERIFY_MAIL_KIND, { userId }, timeoutMs);
  }

  /** Queues the reset mail and tries it within `timeoutMs`; never throws. */
  sendReset(userId: string, timeoutMs: number): Promise<boolean> {
    return sendWithin(this.queue, RESET_MAIL_KIND, { userId, requestedAt: Date.now() }, timeoutMs);
  }

  private async buildVerification(payload: Record<string, unknown>): Promise<MailMessage | null> {
    const user = await this.user(payload.userId);
    if (!user || user.accountType !== 'owner' || user.emailValidated) return null;
    const url = await this.links.verificationUrl(payload.userId as string);
    const username = userText(user.username ?? user.email);
    // Someone with an invite code may have signed up with an address others share checklists with:
    // its holder is told what a click would hand over.
    const received = (await this.shares.anyReceivedBy(user.id)) ? [AUTH_MAIL.verifyReceived(username)] : [];
    return renderMail({
      to: user.email,
      subject: AUTH_MAIL.verifySubject,
      paragraphs: [AUTH_MAIL.verifyGreeting(username), AUTH_MAIL.verifyIntro, ...received, AUTH_MAIL.verifyExpiry],
      action: { label: AUTH_MAIL.verifyAction, url },
    });
  }

  private async buildReset(payload: Record<string, unknown>): Promise<MailMessage | null> {
    const requestedAt = Number(payload.requestedAt);
    if (!Number.isFinite(requestedAt) || Date.now() - requestedAt > RESET_MAIL_MAX_AGE_MS) return null;
    const user = await this.user(payload.userId);
    if (!user || user.accountType !== 'owner') return null;
    const url = await this.links.resetUrl(payload.userId as string);
    return renderMail({
      to: user.email,
      subject: AUTH_MAIL.resetSubject,
      paragraphs: [AUTH_MAIL.resetIntro, AUTH_MAIL.resetExpiry],
      action: { label: AUTH_MAIL.resetAction, url },
    });
  }

  private async user(userId: unknown): Promise<UserEntity | null> {
    return isUuid(userId) ? this.users.findById(userId) : null;
  }
}
