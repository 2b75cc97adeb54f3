import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AUTH_MAIL } from '@ticklist/contracts';
import { isUuid } from '../../common/uuid-param.pipe';
import { EmailLinksService } from '../email-links/email-links.service';
import { renderMail } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mail-message';
import { MailQueueService } from '../mail/mail-queue.service';

export const VERIFY_MAIL_KIND = 'verify-email';
export const RESET_MAIL_KIND = 'password-reset';
/** A reset mail still unsent after this long is dropped: the person has moved on. */
const RESET_MAIL_MAX_AGE_MS = 3600_000;

interface MailUserRow {
  email: string;
  username: string | null;
  account_type: string;
  email_validated: boolean;
}

/**
 * Verification and reset mails. Both are essential (sent even after an unsubscribe). Jobs hold
 * only the user id: the one-time link is created when the message is built, so no live link
 * sits in the queue, and a retry mails a fresh one.
 */
@Injectable()
export class AuthMailService implements OnModuleInit {
  private readonly logger = new Logger('AuthMail');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: MailQueueService,
    private readonly links: EmailLinksService,
  ) {}

  onModuleInit(): void {
    this.queue.register(VERIFY_MAIL_KIND, (payload) => this.buildVerification(payload));
    this.queue.register(RESET_MAIL_KIND, (payload) => this.buildReset(payload));
  }

  /** Queues the verification mail and tries it within `timeoutMs`; never throws (a retry follows). */
  sendVerification(userId: string, timeoutMs: number): Promise<boolean> {
    return this.sendBounded(VERIFY_MAIL_KIND, { userId }, timeoutMs);
  }

  /** Queues the reset mail and tries it within `timeoutMs`; never throws. */
  sendReset(userId: string, timeoutMs: number): Promise<boolean> {
    return this.sendBounded(RESET_MAIL_KIND, { userId, requestedAt: Date.now() }, timeoutMs);
  }

  private async sendBounded(kind: string, payload: Record<string, unknown>, timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    // A little over the send bound: covers the queue's own database work.
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs + 2_000)));
    try {
      return await Promise.race([
        this.queue.enqueueAndTry(kind, payload, timeoutMs).catch((error: Error) => {
          this.logger.warn(`${kind} mail not queued: ${error.message}`);
          return false;
        }),
        late,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async buildVerification(payload: Record<string, unknown>): Promise<MailMessage | null> {
    const user = await this.user(payload.userId);
    if (!user || user.account_type !== 'owner' || user.email_validated) return null;
    const url = await this.links.verificationUrl(payload.userId as string);
    return renderMail({
      to: user.email,
      subject: AUTH_MAIL.verifySubject,
      paragraphs: [AUTH_MAIL.verifyGreeting(user.username ?? user.email), AUTH_MAIL.verifyIntro, AUTH_MAIL.verifyExpiry],
      action: { label: AUTH_MAIL.verifyAction, url },
    });
  }

  private async buildReset(payload: Record<string, unknown>): Promise<MailMessage | null> {
    const requestedAt = Number(payload.requestedAt);
    if (!Number.isFinite(requestedAt) || Date.now() - requestedAt > RESET_MAIL_MAX_AGE_MS) return null;
    const user = await this.user(payload.userId);
    if (!user || user.account_type !== 'owner') return null;
    const url = await this.links.resetUrl(payload.userId as string);
    return renderMail({
      to: user.email,
      subject: AUTH_MAIL.resetSubject,
      paragraphs: [AUTH_MAIL.resetIntro, AUTH_MAIL.resetExpiry],
      action: { label: AUTH_MAIL.resetAction, url },
    });
  }

  private async user(userId: unknown): Promise<MailUserRow | null> {
    if (!isUuid(userId)) return null;
    const rows: MailUserRow[] = await this.dataSource.query(
      `SELECT email, username, account_type, email_validated FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }
}
