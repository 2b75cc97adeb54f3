import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { FOLLOW_UP_RULES } from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { every, MINUTE_OFFSET_MS } from '../../scheduler/schedule';
import { SchedulerService } from '../../scheduler/scheduler.service';
import { ShareFollowUpRepository } from '../shares/share-follow-up.repository';
import { ShareReminderChecksRepository, type ReminderCheckRow } from '../shares/share-reminder-checks.repository';
import { FollowUpSender } from './follow-up-sender';
import { latestPassedSlot, nextSlotAfter } from './reminder-slots';

export const REMINDER_JOB = 'follow-up-reminders';
/** A reminder goes out within this (plus one scheduler tick) of its moment. */
export const REMINDER_PERIOD_MS = 60_000;
/** Shares read per statement, and at most per run (the rest wait for the next minute, longest waiting first). */
const CHECKS_PER_PAGE = 200;
const CHECKS_PER_RUN = 2_000;

/**
 * Sends due reminders, once a minute (by one replica: the scheduler claims each run). A run reads
 * only the shares whose reminder check is due (`shares.reminder_check_at`, issue 43): for each it
 * sends the latest passed slot if the recipient still has work left and may get mail (unless the
 * ledger has it; the quiet rule is in the share's conditional update), then stores when to look
 * next: its next slot, or when the quiet hours end if they held the send back; none after the
 * last slot. So a share is read once per slot, not every minute, and a run after downtime sends
 * one reminder per recipient, not one per missed slot. A share of a scheduled checklist follows its
 * current run's due moment (issue 45); the quiet hours keep it to one reminder a day whatever the runs.
 */
/**
 * The slots that are a share's (issue 45): after it was shared; in a run, after the run started (its
 * own mail went then) and before the next run takes over (a slot then would remind of a run that
 * is over). A slot cut by `until` is still looked at then (nextSlotAfter is not cut): by that time
 * the next run has started, or a skip moved it and the slot counts again.
 */
function runBounds(share: ReminderCheckRow, sharedAt: Date): { since: Date; until: Date | null } {
  if (!share.run_id || !share.run_starts_at) return { since: sharedAt, until: null };
  const afterStart = new Date(share.run_starts_at).getTime() + 1;
  return { since: new Date(Math.max(sharedAt.getTime(), afterStart)), until: share.run_ends_at && new Date(share.run_ends_at) };
}

@Injectable()
export class ReminderJob implements OnModuleInit {
  private readonly logger = new Logger('Reminders');

  constructor(
    private readonly scheduler: SchedulerService,
    private readonly checks: ShareReminderChecksRepository,
    private readonly shares: ShareFollowUpRepository,
    private readonly sender: FollowUpSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: REMINDER_JOB, schedule: every(REMINDER_PERIOD_MS, MINUTE_OFFSET_MS.reminders), run: () => this.run() });
  }

  /** One pass at `now` (the app's clock by default); answers how many reminders went out. */
  async run(now: Date = this.clock.now()): Promise<number> {
    let sent = 0;
    for (let read = 0; read < CHECKS_PER_RUN; read += CHECKS_PER_PAGE) {
      const page = await this.checks.due(now, CHECKS_PER_PAGE);
      for (const share of page) {
        try {
          if (await this.check(share, now)) sent++;
        } catch (error) {
          // One share's failure (a lost connection) must not stop the others; its check stays due, so the next run retries it.
          this.logger.warn(`reminder for share ${share.id} not sent: ${(error as Error).message}`);
        }
      }
      if (page.length < CHECKS_PER_PAGE) break;
    }
    return sent;
  }

  /** Sends the share's latest passed slot when it may, then stores its next check; true when a reminder went out. */
  private async check(share: ReminderCheckRow, now: Date): Promise<boolean> {
    const quiet = FOLLOW_UP_RULES.quietHours;
    const rules = { beforeDueDays: share.before_due_days, overdueEveryDays: share.overdue_every_days, overdueMax: share.overdue_max };
    const due = share.due_at && new Date(share.due_at);
    const sharedAt = new Date(share.shared_at);
    const { since, until } = runBounds(share, sharedAt);
    const slot = due && share.remindable ? latestPassedSlot(due, rules, since, now, until) : null;
    let sent = false;
    let retryAt: Date | null = null;
    if (slot) {
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
        sent = true;
        await outcome.delivery;
      } else if (outcome.reason === 'held_back' && share.last_reminded_at) {
        // The quiet hours held it back: look again when they end (the slot is still the latest then, unless a later one passed).
        retryAt = new Date(new Date(share.last_reminded_at).getTime() + quiet * 3_600_000);
      }
    }
    const next = due ? nextSlotAfter(due, rules, since, now) : null;
    const nextCheck = retryAt && (!next || retryAt < next) ? retryAt : next;
    await this.checks.setNext(share.id, nextCheck, {
      dueAt: due, sharedAt, rules: [rules.beforeDueDays, rules.overdueEveryDays, rules.overdueMax], runId: share.run_id,
    });
    return sent;
  }
}
