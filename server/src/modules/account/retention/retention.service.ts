import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { LEGAL } from '@ticklist/contracts';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.token';
import { MailQueueService } from '../../mail/mail-queue.service';
import { dailyAt } from '../../../scheduler/schedule';
import { SchedulerService } from '../../../scheduler/scheduler.service';
import { UsersRepository } from '../../users/users.repository';
import { AccountDeletionService } from '../account-deletion.service';
import { CLOCK, type Clock } from '../../../common/clock/clock';
import { DELETION_NOTICE_MAIL, deletionNoticeMail } from './deletion-notice.mail';

const DAY_MS = 24 * 3600_000;
/** Accounts noticed or deleted per statement. */
const RETENTION_BATCH = 500;
/** A deletion begun this long ago and not finished was left by a process that died. */
const UNFINISHED_AFTER_MS = 3_600_000;

export function inactivityCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - LEGAL.inactivityNoticeYears);
  return cutoff;
}

export interface RetentionRun {
  /** Accounts that got the deletion notice in this run. */
  noticed: string[];
  /** Accounts deleted in this run. */
  deleted: string[];
}

/**
 * Retention promised by the legal pages (spec section 1): an owner inactive for 3 years gets a
 * deletion notice, and is deleted 30 days after it unless they were active since (activity
 * clears the notice, see ActivityRecorder). Runs daily at 03:00 UTC, in one replica (the
 * scheduler claims each day's run); a run by hand is safe beside it (the notice is claimed by an
 * UPDATE ... RETURNING, deletion is idempotent).
 */
@Injectable()
export class RetentionService implements OnModuleInit {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly users: UsersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
    private readonly mailQueue: MailQueueService,
    private readonly deletion: AccountDeletionService,
    private readonly scheduler: SchedulerService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: 'account-retention', schedule: dailyAt(3), run: () => this.scheduled() });
    this.mailQueue.register(DELETION_NOTICE_MAIL, async (payload) => {
      const user = await this.users.findById(String(payload.userId));
      // Gone, or active again since the notice: nothing to say any more.
      if (!user?.deletionNoticeSentAt) return null;
      return deletionNoticeMail({
        to: user.email,
        username: user.username ?? user.email,
        deleteOn: new Date(user.deletionNoticeSentAt.getTime() + LEGAL.inactivityDeletionDays * DAY_MS),
        appUrl: this.config.appUrl,
      });
    });
  }

  async scheduled(): Promise<void> {
    try {
      const { noticed, deleted } = await this.run();
      if (noticed.length || deleted.length) this.logger.log(`retention: ${noticed.length} notices, ${deleted.length} deletions`);
    } catch (error) {
      this.logger.warn(`retention run failed: ${(error as Error).message}`);
    }
  }

  async run(now: Date = this.clock.now()): Promise<RetentionRun> {
    // A notice is withdrawn by any activity since; sign-in records activity without clearing it.
    await this.users.clearWithdrawnDeletionNotices();
    const noticed: string[] = [];
    // In batches (issue 43): each statement reads what is due through an index, never the users table.
    for (;;) {
      const batch = await this.users.claimDeletionNotices(now, inactivityCutoff(now), RETENTION_BATCH);
      for (const userId of batch) {
        // Durable: a mail that cannot go out now is retried by the queue.
        await this.mailQueue.enqueueAndTry(DELETION_NOTICE_MAIL, { userId }, 15_000);
      }
      noticed.push(...batch);
      if (batch.length < RETENTION_BATCH) break;
    }

    const noticedBy = new Date(now.getTime() - LEGAL.inactivityDeletionDays * DAY_MS);
    const deleted: string[] = [];
    // Deletions a process began and died in (account deletion goes in batches): finished here.
    for (const id of await this.users.unfinishedDeletions(new Date(now.getTime() - UNFINISHED_AFTER_MS), RETENTION_BATCH)) {
      if (await this.deletion.delete(id)) deleted.push(id);
    }
    for (;;) {
      const due = await this.users.dueForDeletion(noticedBy, RETENTION_BATCH);
      let progressed = false;
      for (const id of due) {
        if (await this.deletion.delete(id)) {
          deleted.push(id);
          progressed = true;
        }
      }
      // A batch that deleted nothing would come back the same: stop rather than loop.
      if (due.length < RETENTION_BATCH || !progressed) break;
    }
    return { noticed, deleted };
  }
}
