import { Injectable, OnModuleInit } from '@nestjs/common';
import { RECORD_MAIL as T, SHARING_MESSAGES } from '@ticklist/contracts';
import { SecretBox } from '../../common/crypto';
import { isUuid } from '../../common/uuid';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { EmailLinksService } from '../email-links/email-links.service';
import { renderMail, userText } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mail-message';
import { MailQueueService } from '../mail/mail-queue.service';
import { CompletionRecordsRepository } from './completion-records.repository';

export const RECORD_MAIL_KIND = 'record-issued';

/** The record code's seal: the one RecordsService opens (same secret, same purpose). */
export const recordCodeBox = (config: AppConfig) => new SecretBox(config.jwtSecret, 'completion-record-code');

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The recipient's mail when a record of their completion is issued: the verification link and the
 * PDF. The queued job names the record only (its code stays sealed in the database). Nothing is
 * sent when the recipient turned share mails off or unsubscribed; a revoked link or a closed
 * checklist does not stop it (the record stands).
 */
@Injectable()
export class RecordMailService implements OnModuleInit {
  private readonly codes: SecretBox;

  constructor(
    private readonly records: CompletionRecordsRepository,
    private readonly queue: MailQueueService,
    private readonly links: EmailLinksService,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.codes = recordCodeBox(config);
  }

  onModuleInit(): void {
    this.queue.register(RECORD_MAIL_KIND, (payload) => this.build(payload));
  }

  private async build(payload: Record<string, unknown>): Promise<MailMessage | null> {
    const recordId = typeof payload.recordId === 'string' && isUuid(payload.recordId) ? payload.recordId : null;
    const row = recordId ? await this.records.mailOf(recordId) : null;
    if (!row?.recipient_mails) return null;
    const code = this.codes.open(row.code_sealed);
    const owner = SHARING_MESSAGES.ownerNamed(row.owner_email, row.owner_name);
    const title = oneLine(row.title);
    const unsubscribe = await this.links.unsubscribeLinks(row.recipient_id);
    return renderMail({
      to: row.recipient_email,
      subject: T.subject(title),
      paragraphs: [T.intro(userText(owner), userText(title)), userText(`${this.config.appUrl}/verify/${code}`)],
      action: { label: T.action, url: `${this.config.appUrl}/api/records/${code}/pdf` },
      unsubscribeUrl: unsubscribe.page,
      oneClickUnsubscribeUrl: unsubscribe.oneClick,
    });
  }
}
