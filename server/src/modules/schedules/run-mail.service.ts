import { Injectable, OnModuleInit } from '@nestjs/common';
import { RUN_MAIL_TEXTS as T, SHARING_MESSAGES } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../common/uuid';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { EmailLinksService } from '../email-links/email-links.service';
import { dayInWords, dueInWords } from '../follow-up/due-words';
import { renderMail, userText } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mail-message';
import { MailQueueService } from '../mail/mail-queue.service';
import { ShareTokenBox } from '../shares/share-token.box';
import { RunMailRepository } from './run-mail.repository';
import type { StartedRunRow } from './runs.repository';

export const RUN_STARTED_MAIL_KIND = 'run_started';

/**
 * The mail each new run sends its recipient (issue 45). Queued with the run (one mail per run,
 * whichever replica started it); built at each attempt, so a recipient who stopped wanting mail, a
 * revoked link or a closed checklist by then gets nothing (the builder answers null).
 */
@Injectable()
export class RunMailService implements OnModuleInit {
  constructor(
    private readonly queue: MailQueueService,
    private readonly rows: RunMailRepository,
    private readonly links: EmailLinksService,
    private readonly tokens: ShareTokenBox,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.register(RUN_STARTED_MAIL_KIND, (payload) => this.build(payload));
  }

  /** Inside the start's transaction: the mails are queued if and only if the runs commit. */
  enqueue(m: EntityManager, runs: StartedRunRow[]): Promise<void> {
    if (runs.length === 0) return Promise.resolve();
    return this.queue.enqueueDue(m, RUN_STARTED_MAIL_KIND, runs.map((run) => ({ runId: run.id })));
  }

  /** After the start committed: send its mails now. */
  sendQueuedNow(): void {
    this.queue.sendDueNow();
  }

  private async build(payload: Record<string, unknown>): Promise<MailMessage | null> {
    if (!isUuid(payload.runId)) return null;
    const row = await this.rows.forRunMail(payload.runId);
    if (!row || !row.reachable) return null;
    const zone = row.time_zone;
    const day = dayInWords(new Date(row.starts_at), zone);
    const title = row.title.replace(/\s+/g, ' ').trim();
    const owner = SHARING_MESSAGES.ownerNamed(row.owner_email, row.owner_name);
    const unsubscribe = await this.links.unsubscribeLinks(row.recipient_id);
    const paragraphs = [T.intro(userText(owner), userText(title), day), ...(row.due_at ? [T.dueOn(dueInWords(new Date(row.due_at), zone))] : [])];
    return renderMail({
      to: row.recipient_email,
      subject: T.subject(title, day),
      paragraphs,
      action: { label: T.action, url: `${this.config.appUrl}/shared/${this.tokens.open(row.access_token_encrypted)}` },
      unsubscribeUrl: unsubscribe.page,
      oneClickUnsubscribeUrl: unsubscribe.oneClick,
    });
  }
}
