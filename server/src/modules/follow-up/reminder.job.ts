import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { FOLLOW_UP_RULES } from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { every, MINUTE_OFFSET_MS } from '../../scheduler/schedule';
import { SchedulerService } from '../../scheduler/scheduler.service';
import { ShareFollowUpRepository } from '../shares/share-follow-up.repository';
import { FollowUpSender } from './follow-up-sender';
import { latestPassedSlot } from './reminder-slots';

export const REMINDER_JOB = 'follow-up-reminders';
/** A reminder goes out within this (plus one scheduler tick) of its moment. */
export const REMINDER_PERIOD_MS = 60_000;

/**
 * Sends due reminders, once a minute (by one replica: the scheduler claims each run). Each run looks
 * at every share with a due moment whose recipient still has work and may get mail, and sends its
 * latest passed slot unless the ledger has it; the quiet rule is in the share's conditional update.
 * A run after downtime therefore sends one reminder per recipient, not one per missed slot.
 */
@Injectable()
export class ReminderJob implements OnModuleInit {
  private readonly logger = new Logger('Reminders');

  constructor(
    private readonly scheduler: SchedulerService,
    private readonly shares: ShareFollowUpRepository,
    private readonly sender: FollowUpSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: REMINDER_JOB, schedule: every(REMINDER_PERIOD_MS, MINUTE_OFFSET_MS.reminders), run: () => this.run() });
  }

  /** One pass at `now` (the app's clock by default); answers how many reminders went out. */
  async run(now: Date = this.clock.now()): Promise<number> {
    const quiet = FOLLOW_UP_RULES.quietHours;
    let sent = 0;
    for (const share of await this.shares.dueForReminders(now, quiet)) {
      const rules = { beforeDueDays: share.before_due_days, overdueEveryDays: share.overdue_every_days, overdueMax: share.overdue_max };
      const slot = latestPassedSlot(new Date(share.due_at), rules, new Date(share.shared_at), now);
      if (!slot) continue;
      try {
        const outcome = await this.sender.send({
          shareId: share.id,
          kind: slot.kind,
          slot: slot.key,
          at: now,
          record: (m) => this.shares.recordReminder(share.id, now, quiet, m),
          mail: { shareId: share.id },
        });
        // One send at a time: the job runs in the background, and each attempt is bounded.
        if (outcome.sent) {
          sent++;
          await outcome.delivery;
        }
      } catch (error) {
        // One share's failure (a lost connection) must not stop the others; the next run retries it.
        this.logger.warn(`reminder for share ${share.id} not sent: ${(error as Error).message}`);
      }
    }
    return sent;
  }
}
