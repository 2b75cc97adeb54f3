import { Injectable, OnModuleInit } from '@nestjs/common';
import { AUTH_MAIL } from '@ticklist/contracts';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.token';
import { isUuid } from '../../../common/uuid';
import { renderMail, userText } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mail-message';
import { MailQueueService } from '../../mail/mail-queue.service';
import { sendWithin } from '../../mail/send-within';
import { UsersRepository } from '../../users/users.repository';

export const ACCOUNT_RECOVERED_MAIL_KIND = 'account-recovered';
const SEND_TIMEOUT_MS = 5_000;

export interface AccountRecoveredMailPayload extends Record<string, unknown> {
  userId: string;
  tokensRevoked: string[];
  webhooksPaused: number;
}

/**
 * After a reset by link: what was ended, and how to resume. Essential (a security notice: sent
 * even after an unsubscribe). The job holds names and a count, no secret.
 */
@Injectable()
export class AccountRecoveredMail implements OnModuleInit {
  constructor(
    private readonly queue: MailQueueService,
    private readonly users: UsersRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.register(ACCOUNT_RECOVERED_MAIL_KIND, (payload) => this.build(payload));
  }

  /** Queues the mail and tries it now; never throws (a retry follows). */
  send(payload: AccountRecoveredMailPayload): Promise<boolean> {
    return sendWithin(this.queue, ACCOUNT_RECOVERED_MAIL_KIND, payload, SEND_TIMEOUT_MS);
  }

  private async build(payload: Record<string, unknown>): Promise<MailMessage | null> {
    const user = isUuid(payload.userId) ? await this.users.findById(payload.userId) : null;
    if (!user || user.accountType !== 'owner') return null;
    const tokens = Array.isArray(payload.tokensRevoked) ? payload.tokensRevoked.map(String) : [];
    const webhooks = Number(payload.webhooksPaused) || 0;
    return renderMail({
      to: user.email,
      subject: AUTH_MAIL.recoveredSubject,
      paragraphs: [
        AUTH_MAIL.recoveredIntro,
        AUTH_MAIL.recoveredSessions,
        ...(tokens.length ? [AUTH_MAIL.recoveredTokens(tokens.map(userText))] : []),
        ...(webhooks ? [AUTH_MAIL.recoveredWebhooks(webhooks)] : []),
        AUTH_MAIL.recoveredNotYou,
      ],
      action: { label: AUTH_MAIL.recoveredAction, url: `${this.config.appUrl}/login` },
    });
  }
}
