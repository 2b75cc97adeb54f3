import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MESSAGE_MAIL_EVERY_MS } from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { every, MINUTE_OFFSET_MS } from '../../scheduler/schedule';
import { SchedulerService } from '../../scheduler/scheduler.service';
import { MailQueueService } from '../mail/mail-queue.service';
import { MESSAGE_MAIL_KIND, type MessageMailPayload } from './message-mail.service';
import { ShareMessagesRepository } from './share-messages.repository';

export const MESSAGE_MAIL_JOB = 'message-mails';
/** Threads one run mails at most (the rest wait for the next minute, longest waiting first). */
const THREADS_PER_RUN = 500;

/**
 * Once a minute (by one replica: the scheduler claims each run), each thread and direction with
 * messages not mailed yet, whose last mail was 15 minutes ago or more, gets one mail holding every
 * one of them. The messages are marked and the mails queued in one transaction, so a message is
 * mailed once however many replicas run, and a mail lost with its process is sent by the queue.
 */
@Injectable()
export class MessageMailJob implements OnModuleInit {
  private readonly logger = new Logger('MessageMails');

  constructor(
    private readonly scheduler: SchedulerService,
    private readonly messages: ShareMessagesRepository,
    private readonly queue: MailQueueService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: MESSAGE_MAIL_JOB, schedule: every(60_000, MINUTE_OFFSET_MS.messageMails), run: () => this.run() });
  }

  /** One pass at `now` (the app's clock by default); answers how many mails were queued. */
  async run(now: Date = this.clock.now()): Promise<number> {
    const quietSince = new Date(now.getTime() - MESSAGE_MAIL_EVERY_MS);
    const queued = await this.dataSource.transaction(async (m) => {
      const threads = await this.messages.claimThreadsToMail(now, quietSince, THREADS_PER_RUN, m);
      const payloads: MessageMailPayload[] = threads.map((t) => ({ messageIds: t.message_ids }));
      if (payloads.length) await this.queue.enqueueDue(m, MESSAGE_MAIL_KIND, payloads);
      return payloads.length;
    });
    if (queued) {
      this.logger.debug(`${queued} message mails queued`);
      this.queue.sendDueNow();
    }
    return queued;
  }
}
