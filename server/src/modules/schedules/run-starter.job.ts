import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { every, MINUTE_OFFSET_MS } from '../../scheduler/schedule';
import { SchedulerService } from '../../scheduler/scheduler.service';
import type { ChecklistScheduleEntity } from './checklist-schedule.entity';
import { latestOccurrence, nextOccurrence, occurrencesAfter } from './recurrence';
import { RunMailService } from './run-mail.service';
import { RunsRepository, type RunShares, type StartedRunRow } from './runs.repository';
import { RecipientZonesRepository, type DueZoneRow } from './recipient-zones.repository';
import { RunWebhooks } from './run-webhooks';
import { RUNS_STARTED, type RunsStartedEvent } from './run-started.event';

export const RUN_STARTER_JOB = 'recurring-runs';
/** Schedules started per pass at most (the rest wait for the next minute, longest waiting first). */
const SCHEDULES_PER_RUN = 500;
/** Occurrences passed during downtime recorded as missed, at most (the latest ones). */
const MISSED_RECORDED_MAX = 366;
const HOUR_MS = 3_600_000;

/** What one schedule's start made. */
export interface StartedOccurrence {
  checklistId: string;
  occurrenceId: string;
  startsAt: Date;
  runs: StartedRunRow[];
  missedRuns: StartedRunRow[];
}

/**
 * Starts the runs of recurring checklists (issue 45), once a minute, by one replica (the scheduler's
 * claim). For each schedule whose next occurrence has come (its opening hours before included), in
 * one transaction holding the schedule's row: the latest occurrence that has come gets one run per
 * active recipient (unique per (occurrence, recipient) in the database) and each new run's mail and
 * `run.started` event are queued with it (`run.missed` for the runs it ends); occurrences passed before it while no replica ran are recorded missed, without runs
 * or mail; earlier open runs become missed unless the owner keeps them open; the next occurrence is
 * stored. A crash before the commit leaves nothing; after it, the queue sends the mails. Recipients
 * with their own time zone start on their wall clock: the same rule read in their zone (shares.next_run_at).
 */
@Injectable()
export class RunStarterJob implements OnModuleInit {
  private readonly logger = new Logger('RecurringRuns');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: SchedulerService,
    private readonly runs: RunsRepository,
    private readonly zones: RecipientZonesRepository,
    private readonly mail: RunMailService,
    private readonly webhooks: RunWebhooks,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: EventEmitter2,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: RUN_STARTER_JOB, schedule: every(60_000, MINUTE_OFFSET_MS.recurringRuns), run: () => this.run() });
  }

  /** One pass at `now` (the app's clock by default); answers what it started. */
  async run(now: Date = this.clock.now()): Promise<StartedOccurrence[]> {
    const started: StartedOccurrence[] = [];
    for (const { checklist_id } of await this.runs.dueSchedules(now, SCHEDULES_PER_RUN)) {
      try {
        started.push(...(await this.start(checklist_id, now)));
      } catch (error) {
        // One schedule's failure must not stop the others; it stays due, so the next pass retries it.
        this.logger.warn(`runs of checklist ${checklist_id} not started: ${(error as Error).message}`);
      }
    }
    if (started.some((s) => s.runs.length > 0)) this.mail.sendQueuedNow();
    for (const s of started) {
      if (s.runs.length > 0) this.events.emit(RUNS_STARTED, { checklistId: s.checklistId, occurrenceId: s.occurrenceId, startsAt: s.startsAt.toISOString(), shareIds: s.runs.map((r) => r.share_id) } satisfies RunsStartedEvent);
    }
    return started;
  }

  /** The schedule's due starts, in one transaction: on its own clock, then each group of recipients in their own zone. */
  private async start(checklistId: string, now: Date): Promise<StartedOccurrence[]> {
    return this.dataSource.transaction(async (m) => {
      const schedule = await this.runs.lockSchedule(checklistId, m);
      if (!schedule || schedule.paused) return [];
      const horizon = new Date(now.getTime() + schedule.opensBeforeHours * HOUR_MS);
      const started: StartedOccurrence[] = [];
      // Unless it moved since it was read (a skip, an edit).
      const own = schedule.nextRunAt && schedule.nextRunAt <= horizon ? await this.startOwn(schedule, schedule.nextRunAt, horizon, m) : null;
      if (own) started.push(own);
      for (const group of await this.zones.due(checklistId, horizon, m)) {
        const zoned = await this.startZone(schedule, group, horizon, m);
        if (zoned) started.push(zoned);
      }
      return started;
    });
  }

  /** The schedule's own clock: the latest moment that has come, earlier ones passed unseen recorded missed. */
  private async startOwn(schedule: ChecklistScheduleEntity, nextRunAt: Date, horizon: Date, m: EntityManager): Promise<StartedOccurrence | null> {
    const since = new Date(nextRunAt.getTime() - 1);
    const moment = latestOccurrence(schedule, since, horizon) ?? nextRunAt;
    await this.runs.recordMissed(schedule.checklistId, this.passedBefore(schedule, since, moment), m);
    const next = nextOccurrence(schedule, moment);
    await this.runs.setNextRunAt(schedule.checklistId, next, m);
    const dueAt = this.dueAt(schedule, moment, next);
    const occurrenceId = await this.runs.insertStarted(schedule.checklistId, moment, dueAt, m);
    if (!occurrenceId) return null;
    return this.startRuns(schedule, occurrenceId, moment, dueAt, null, m);
  }

  /**
   * Recipients in their own zone (issue 45) whose moment has come on their wall clock: the latest one,
   * no catch-up of earlier ones (their occurrences are the schedule's). Their occurrence is the one at
   * that instant, made now or by another group.
   */
  private async startZone(schedule: ChecklistScheduleEntity, group: DueZoneRow, horizon: Date, m: EntityManager): Promise<StartedOccurrence | null> {
    const zone = group.time_zone;
    const since = new Date(new Date(group.next_run_at).getTime() - 1);
    const moment = latestOccurrence(schedule, since, horizon, zone) ?? new Date(group.next_run_at);
    const next = nextOccurrence(schedule, moment, zone);
    await this.zones.setSharesNext(group.share_ids, next, m);
    const dueAt = this.dueAt(schedule, moment, next);
    const occurrenceId = await this.runs.occurrenceAt(schedule.checklistId, moment, dueAt, m);
    return this.startRuns(schedule, occurrenceId, moment, dueAt, group.share_ids, m);
  }

  /** The runs of one start: earlier open runs of the same recipients end (unless kept open), the new ones are mailed. */
  private async startRuns(schedule: ChecklistScheduleEntity, occurrenceId: string, moment: Date, dueAt: Date | null, shares: RunShares, m: EntityManager): Promise<StartedOccurrence> {
    const checklistId = schedule.checklistId;
    const missedRuns = schedule.missedPolicy === 'missed' ? await this.runs.missEarlierOpen(checklistId, moment, shares, m) : [];
    const runs = await this.runs.insertRuns(occurrenceId, checklistId, moment, dueAt, schedule.carryNotes, shares, m);
    await this.mail.enqueue(m, runs);
    await this.webhooks.record('run.missed', missedRuns.map((r) => r.id), m);
    await this.webhooks.record('run.started', runs.map((r) => r.id), m);
    return { checklistId, occurrenceId, startsAt: moment, runs, missedRuns };
  }

  /** A run's due moment: after `dueAfterHours`, else when the next run starts. */
  private dueAt(schedule: ChecklistScheduleEntity, moment: Date, next: Date | null): Date | null {
    return schedule.dueAfterHours === null ? next : new Date(moment.getTime() + schedule.dueAfterHours * HOUR_MS);
  }

  /** The occurrences from `since` up to (not including) `moment`: passed while no replica ran. */
  private passedBefore(schedule: ChecklistScheduleEntity, since: Date, moment: Date): Date[] {
    const passed: Date[] = [];
    let from = since;
    // Walked forward in pages; only the latest MISSED_RECORDED_MAX are kept.
    for (;;) {
      const page = occurrencesAfter(schedule, from, 100).filter((d) => d < moment);
      passed.push(...page);
      if (page.length < 100) break;
      from = page[page.length - 1]!;
    }
    return passed.slice(-MISSED_RECORDED_MAX);
  }
}
