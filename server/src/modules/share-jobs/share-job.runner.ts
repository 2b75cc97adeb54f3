import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { within } from '../../common/within';
import type { ClaimedMailJob } from '../mail/mail-jobs.repository';
import { ShareMailService } from '../shares/share-mail.service';
import { ShareWriter, type SharedRecipient } from '../shares/share-writer';
import { WebhookOutbox } from '../webhooks/webhook-outbox';
import { toShareJob } from './share-job.mapper';
import { SHARE_JOB_PROGRESSED, type ShareJobProgressedEvent } from './share-job-progressed.event';
import { type ClaimedShareJob, ShareJobsRepository, type ShareJobRow } from './share-jobs.repository';

/** Addresses one step shares with, in one transaction (short, so PGlite's one session is not held long). */
export const STEP_SIZE = 50;
/** A claim's lease, renewed by every step: past it (the process died) another process resumes the job. */
const LEASE_MS = 30_000;
/** How often each process looks for a job that is waiting or whose claimer died. */
const POLL_MS = 2_000;
/** Each invitation's first attempt; a failure is left to the mail queue's retries. */
const MAIL_TIMEOUT_MS = 10_000;
/** Invitations of a step in flight at once (the pooled transport queues what its connections cannot take). */
const SEND_CONCURRENCY = 10;
/** On shutdown, how long the step in flight may take to finish before the job is given back anyway. */
const STOP_WAIT_MS = 5_000;

/**
 * Runs share jobs, exactly once across replicas. A job is claimed with a lease and a fence (as the
 * mail queue's jobs); each step, in one transaction under the fence, shares with the next addresses,
 * queues their invitations (already claimed by this process) and marks the addresses done. After the
 * commit the step's invitations are sent in parallel through the pooled transport. A process that
 * dies leaves committed invitations to the mail queue (their claim's lease runs out) and the rest of
 * the job to whichever process claims it next; a process that stops gives the job back at once.
 */
@Injectable()
export class ShareJobRunner implements BeforeApplicationShutdown {
  private readonly logger = new Logger('ShareJobs');
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: ShareJobsRepository,
    private readonly writer: ShareWriter,
    private readonly mail: ShareMailService,
    private readonly webhooks: WebhookOutbox,
    private readonly events: EventEmitter2,
  ) {}

  /** A job was stored: run it now on this process (or right after the one in hand). */
  kick(): void {
    if (this.running) this.again = true;
    else void this.drain();
  }

  @Interval('share-jobs', POLL_MS)
  poll(): void {
    if (!this.running) void this.drain();
  }

  /** Claims and runs jobs one after another until none is claimable. Never throws. */
  private drain(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running = (async () => {
      try {
        do {
          this.again = false;
          for (let job = await this.jobs.claim(LEASE_MS); job; job = this.stopped ? null : await this.jobs.claim(LEASE_MS)) await this.run(job);
        } while (this.again && !this.stopped);
      } catch (error) {
        // The database went away: the job keeps its lease until it runs out, then any process resumes it.
        this.logger.warn(`share jobs paused: ${(error as Error).message}`);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async run(job: ClaimedShareJob): Promise<void> {
    for (;;) {
      if (this.stopped) {
        await this.jobs.release(job);
        return;
      }
      const row = await this.step(job);
      if (!row || row.status === 'done') return;
    }
  }

  /** One step; null when this claim lost the job (or the job is gone with its checklist). */
  private async step(job: ClaimedShareJob): Promise<ShareJobRow | null> {
    const invitations: ClaimedMailJob[] = [];
    const notMailed: string[] = [];
    const row = await this.dataSource.transaction(async (m) => {
      if (!(await this.jobs.hold(m, job, LEASE_MS))) return null;
      const addresses = await this.jobs.pending(m, job.id, STEP_SIZE);
      const recipients: SharedRecipient[] = [];
      for (const address of addresses) recipients.push(await this.writer.shareWith(m, job.checklist_id, address));
      await this.webhooks.sharesCreated(recipients.filter((r) => r.created).map((r) => r.shareId), m);
      const live = recipients.filter((r) => !r.revoked);
      for (const r of live) {
        // A recipient who opted out gets no mail; the owner sees it as a failed one (their business, not the sharer's).
        if (r.unsubscribed || r.shareMailsOff) notMailed.push(r.shareId);
        else invitations.push(await this.mail.enqueue(m, r.shareId, MAIL_TIMEOUT_MS));
      }
      return this.jobs.recordStep(m, job.id, addresses.map((a) => a.position), live.length, recipients.length - live.length);
    });
    if (!row) return null;
    emitAfterCommit(this.events, SHARE_JOB_PROGRESSED, { checklistId: row.checklist_id, job: toShareJob(row) } satisfies ShareJobProgressedEvent);
    await Promise.all([
      this.sendAll(invitations),
      ...notMailed.map((shareId) => this.mail.notSent(shareId).catch((error: Error) => this.logger.warn(`delivery not recorded: ${error.message}`))),
    ]);
    return row;
  }

  /**
   * A step's invitations, SEND_CONCURRENCY at a time over the pooled transport. Once this process
   * is stopping, the ones not started yet are given back to the mail queue (any process sends them,
   * once) instead of being sent while the database may be closing under them.
   */
  private async sendAll(invitations: ClaimedMailJob[]): Promise<void> {
    let next = 0;
    const lane = async () => {
      while (next < invitations.length) {
        const invitation = invitations[next++]!;
        if (this.stopped) await this.mail.giveBack(invitation);
        else await this.mail.tryQueued(invitation, MAIL_TIMEOUT_MS);
      }
    };
    await Promise.all(Array.from({ length: SEND_CONCURRENCY }, lane));
  }

  /** Stops after the step in flight (its invitations sent) and gives the job back, so a restart resumes it at once. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.running) await within(this.running, STOP_WAIT_MS, () => undefined);
  }
}
