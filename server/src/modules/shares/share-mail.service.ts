import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SHARE_MAIL } from '@ticklist/contracts';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { isUuid } from '../../common/uuid-param.pipe';
import { EmailLinksService } from '../email-links/email-links.service';
import { renderMail } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mail-message';
import { MailQueueService } from '../mail/mail-queue.service';
import { ShareTokenBox } from './share-token.box';

export const SHARE_MAIL_KIND = 'share';

interface ShareMailRow {
  recipient_id: string;
  recipient_email: string;
  unsubscribed_at: Date | null;
  share_notifications: boolean;
  access_token_encrypted: string;
  title: string;
  owner_email: string;
}

/**
 * The share invitation. The queued job holds only the share id; the message (with the personal
 * link decrypted from the share) is rebuilt at each attempt, so no link sits in the queue.
 */
@Injectable()
export class ShareMailService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly queue: MailQueueService,
    private readonly links: EmailLinksService,
    private readonly tokens: ShareTokenBox,
  ) {}

  onModuleInit(): void {
    this.queue.register(SHARE_MAIL_KIND, (payload) => this.build(payload));
  }

  /** Queues the invitation and tries it now; false when it failed or took over `timeoutMs` (left for a retry). */
  async send(shareId: string, timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      // Slightly over the send bound: covers the queue's own database work too.
      timer = setTimeout(() => resolve(false), timeoutMs + 2_000);
    });
    try {
      return await Promise.race([this.queue.enqueueAndTry(SHARE_MAIL_KIND, { shareId }, timeoutMs).catch(() => false), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** null (nothing to send) once the share is gone or the recipient no longer wants share mails. */
  private async build(payload: Record<string, unknown>): Promise<MailMessage | null> {
    const shareId = payload.shareId;
    if (!isUuid(shareId)) return null;
    const rows: ShareMailRow[] = await this.dataSource.query(
      `SELECT s.recipient_id, r.email AS recipient_email, r.unsubscribed_at, (r.share_notifications AND r.email_notifications) AS share_notifications,
              s.access_token_encrypted, c.title, o.email AS owner_email
         FROM shares s
         JOIN users r ON r.id = s.recipient_id
         JOIN checklists c ON c.id = s.checklist_id
         JOIN users o ON o.id = c.owner_id
        WHERE s.id = $1`,
      [shareId],
    );
    const row = rows[0];
    if (!row || row.unsubscribed_at || !row.share_notifications) return null;
    const link = `${this.config.appUrl}/shared/${this.tokens.open(row.access_token_encrypted)}`;
    const unsubscribeUrl = await this.links.unsubscribeUrl(row.recipient_id);
    // A title may hold line breaks; a subject is one line.
    const title = row.title.replace(/\s+/g, ' ').trim();
    return renderMail({
      to: row.recipient_email,
      subject: SHARE_MAIL.subject(row.owner_email, title),
      paragraphs: [SHARE_MAIL.intro(row.owner_email, title), SHARE_MAIL.howTo, SHARE_MAIL.keepPrivate],
      action: { label: SHARE_MAIL.action, url: link },
      unsubscribeUrl,
    });
  }
}
