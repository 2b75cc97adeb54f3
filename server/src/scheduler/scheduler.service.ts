import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { Schedule } from './schedule';
import { ScheduledRunsRepository } from './scheduled-runs.repository';

export interface ScheduledJob {
  /** Unique, stable: the claim is kept under this name. */
  name: string;
  schedule: Schedule;
  /** How long a run may take before it is presumed dead and the next moment may start (default DEFAULT_LEASE_MS). */
  leaseMs?: number;
  run(): Promise<unknown>;
}

/**
 * How often each process looks for a new due moment (a run starts at most this late). A tick only
 * compares moments in memory; it claims, with one statement, only a moment it has not seen. Short
 * enough that per-minute jobs given different offsets (`every(ms, offset)`) run in different ticks.
 */
export const TICK_MS = 10_000;

/**
 * Runs each registered job once per due moment across every replica sharing the database. Each
 * process ticks; when a job's latest due moment is one it has not seen, it tries to claim it (one
 * statement) and runs the job only if the claim is its own. Moments count from a job's registration,
 * as with a cron: a moment missed while every replica was down is not caught up. A claim that
 * fails is tried again at the next tick; a run that fails is logged and waits for the next moment.
 * A moment that comes while the previous run still goes on (in any replica) is skipped, so slow
 * runs never pile up (issue 43).
 */
@Injectable()
export class SchedulerService implements OnApplicationShutdown {
  private readonly logger = new Logger('Scheduler');
  private readonly jobs = new Map<string, ScheduledJob>();
  /** Per job: the latest due moment this process has seen, and the jobs whose run is going on. */
  private readonly seen = new Map<string, number>();
  private readonly running = new Set<string>();
  private stopped = false;

  constructor(private readonly runs: ScheduledRunsRepository) {}

  /** Due moments after `since` (now, by default) will run; the one current at registration is not. */
  register(job: ScheduledJob, since: Date = new Date()): void {
    if (this.jobs.has(job.name)) throw new Error(`scheduled job ${job.name} registered twice`);
    this.jobs.set(job.name, job);
    this.seen.set(job.name, job.schedule.latestDue(since).getTime());
  }

  @Interval('scheduler', TICK_MS)
  async tickNow(): Promise<void> {
    await this.tick(new Date());
  }

  /** Claims and runs (awaited) every job whose due moment changed since the last tick. */
  async tick(now: Date): Promise<void> {
    await Promise.all([...this.jobs.values()].map((job) => this.consider(job, now)));
  }

  private async consider(job: ScheduledJob, now: Date): Promise<void> {
    const due = job.schedule.latestDue(now);
    if (due.getTime() <= (this.seen.get(job.name) ?? -Infinity)) return;
    // A run still going on: the new moment is considered at a tick after it ends.
    if (this.stopped || this.running.has(job.name)) return;
    this.running.add(job.name);
    const failed = (what: string, error: unknown) =>
      this.logger.warn(`${job.name} (${job.schedule.description}) due ${due.toISOString()}: ${what} failed: ${(error as Error).message}`);
    try {
      // A claim that could not be made (database down) is tried again at the next tick.
      const claimed = await this.runs.claim(job.name, due, job.leaseMs).catch((error: unknown) => (failed('claim', error), null));
      if (claimed === null) return;
      this.seen.set(job.name, due.getTime());
      if (!claimed) return; // another replica has it, or its previous run is still going on
      await job.run().catch((error: unknown) => failed('run', error));
      // Unrecorded (database down), the next moment waits for the lease to end.
      await this.runs.finish(job.name, due).catch((error: unknown) => failed('finish', error));
    } finally {
      this.running.delete(job.name);
    }
  }

  onApplicationShutdown(): void {
    this.stopped = true;
  }
}
