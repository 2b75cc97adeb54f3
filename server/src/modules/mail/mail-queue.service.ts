import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { EntityManager } from 'typeorm';
import type { MailMessage } from './mail-message';
import { type ClaimedMailJob, MailJobsRepository } from './mail-jobs.repository';
import { MailService } from './mail.service';

/** Rebuilds a queued mail from its payload; null means "nothing to send any more". */
export type MailBuilder = (payload: Record<string, unknown>) => Promise<MailMessage | null>;

/**
 * What a kind may want to know about its jobs (the invitation keeps its delivery state on the
 * share). Each runs outside any transaction, after the queue's own statement; a hook that fails is
 * logged and never changes the job. `queued` runs only for `enqueueAndTry`, before the first attempt.
 */
export interface MailOutcome {
  queued?(job: ClaimedMailJob): Promise<void>;
  /** `delivered` false: the builder had nothing to send (the job is gone all the same). */
  sent?(job: ClaimedMailJob, delivered: boolean): Promise<void>;
  /** `final`: the job used up its attempts and stays as failed. */
  failed?(job: ClaimedMailJob, error: unknown, final: boolean): Promise<void>;
}

/** How often each process looks for due jobs. */
export const POLL_INTERVAL_MS = 10_000;
/**
 * Retry delays double from 10 s and are capped at 90 s, so a retry starts within 90 s + one poll
 * (under 2 minutes) of any failure. 40 attempts keep a mail trying for about an hour; then it is
 * kept as failed, with its last error, for the owner to see.
 */
export const MAX_ATTEMPTS = 40;
export const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** Math.min(attempts - 1, 10), 90_000);
/** A claim outlives the send's own time bound by this much; past it the job is claimable again. */
const LEASE_MARGIN_MS = 45_000;
const RETRY_SEND_TIMEOUT_MS = 15_000;
/**
 * Jobs one claim takes, sent in parallel over the pooled transport; a pass claims again until none
 * is due (or PASS_LIMIT were sent), and replicas share a backlog (claims skip each other's rows).
 */
const CLAIM_BATCH = 20;
const PASS_LIMIT = 5_000;

/**
 * Mails that must not be lost (invitations, account mails). A job is stored already claimed and
 * tried at once within a bound; a failure is retried by whichever process claims it first (each
 * polls; claims skip rows another is taking), so a mail goes out once however many replicas run.
 * Jobs hold ids, never links.
 */
@Injectable()
export class MailQueueService implements OnApplicationShutdown {
  private readonly logger = new Logger('MailQueue');
  private readonly builders = new Map<string, MailBuilder>();
  private readonly outcomes = new Map<string, MailOutcome>();
  private running = false;
  /** Jobs were queued during a pass: claim again once it ends. */
  private again = false;
  private stopped = false;

  constructor(
    private readonly jobs: MailJobsRepository,
    private readonly mail: MailService,
  ) {}

  register(kind: string, builder: MailBuilder, outcome?: MailOutcome): void {
    this.builders.set(kind, builder);
    if (outcome) this.outcomes.set(kind, outcome);
  }

  /** Queues the mail and tries it now. Resolves true when sent, false when left for a retry. */
  async enqueueAndTry(kind: string, payload: Record<string, unknown>, timeoutMs: number): Promise<boolean> {
    const job = await this.jobs.insertClaimed(kind, payload, timeoutMs + LEASE_MARGIN_MS);
    await this.tell(job, (o) => o.queued?.(job));
    return this.attempt(job, timeoutMs);
  }

  /**
   * Inside the caller's transaction: stores the mail already claimed, so it is queued if and only if
   * the transaction commits. After the commit, `tryClaimed` sends it; if this process dies first, the
   * claim's lease ends and another process sends it.
   */
  enqueueClaimed(manager: EntityManager, kind: string, payload: Record<string, unknown>, timeoutMs: number): Promise<ClaimedMailJob> {
    return this.jobs.insertClaimed(kind, payload, timeoutMs + LEASE_MARGIN_MS, manager);
  }

  /**
   * Inside the caller's transaction: many mails of one kind, queued as due (not claimed). After the
   * commit, `sendDueNow` starts sending them; any process's retry pass takes its share of them.
   */
  enqueueDue(manager: EntityManager, kind: string, payloads: Record<string, unknown>[]): Promise<void> {
    return this.jobs.insertDue(manager, kind, payloads);
  }

  /**
   * After commit: the first attempt of a job from `enqueueClaimed` (with `announce`, its kind's
   * `queued` hook first). True when sent; false when left for a retry. Never throws.
   */
  tryClaimed(job: ClaimedMailJob, timeoutMs: number, { announce = false }: { announce?: boolean } = {}): Promise<boolean> {
    const first = announce ? this.tell(job, (o) => o.queued?.(job)) : Promise.resolve();
    return first.then(() => this.attempt(job, timeoutMs)).catch((error: Error) => {
      this.logger.warn(`mail job ${job.id} (${job.kind}) not tried now: ${error.message}`);
      return false;
    });
  }

  /** A job from `enqueueClaimed` that will not be tried here after all (shutdown): any process sends it, once. Never throws. */
  async giveBack(job: ClaimedMailJob): Promise<void> {
    await this.jobs.releaseClaimed(job).catch((error: Error) => this.logger.warn(`mail job ${job.id} not given back: ${error.message}`));
  }

  /** One retry pass: claims and sends due jobs, a batch at a time, until none is due. */
  @Interval('mail-queue', POLL_INTERVAL_MS)
  async retryDue(): Promise<void> {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        for (let n = 0; n < PASS_LIMIT && !this.stopped; ) {
          const batch = await this.jobs.claimDueBatch(RETRY_SEND_TIMEOUT_MS + LEASE_MARGIN_MS, CLAIM_BATCH);
          if (batch.length === 0) break;
          n += batch.length;
          await Promise.all(batch.map((job) => this.attempt(job, RETRY_SEND_TIMEOUT_MS)));
        }
      } while (this.again && !this.stopped);
    } catch (error) {
      this.logger.warn(`retry pass failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  /** Mails were queued as due now (a nudge to everyone): send them without waiting for the next poll. */
  sendDueNow(): void {
    void this.retryDue();
  }

  /** Builds and sends a claimed job, then records the result (never inside a transaction). */
  private async attempt(job: ClaimedMailJob, timeoutMs: number): Promise<boolean> {
    const builder = this.builders.get(job.kind);
    let message: MailMessage | null;
    try {
      message = builder ? await builder(job.payload) : null;
      if (message) await this.mail.send(message, timeoutMs);
    } catch (error) {
      await this.recordFailure(job, error);
      return false;
    }
    const held = await this.jobs.deleteClaimed(job).catch((error: Error) => {
      this.logger.warn(`mail job ${job.id} sent, not marked: ${error.message}`);
      return true;
    });
    if (held) await this.tell(job, (o) => o.sent?.(job, message !== null));
    return true;
  }

  private async recordFailure(job: ClaimedMailJob, error: unknown): Promise<void> {
    const message = (error as Error)?.message ?? String(error);
    const status = await this.jobs
      .recordFailure(job, message.slice(0, 500), retryDelayMs(job.attempts), MAX_ATTEMPTS)
      .catch((failure: Error) => this.logger.warn(`mail job ${job.id}: failure not recorded: ${failure.message}`));
    const outcome = status === 'failed' ? `; kept as failed after ${job.attempts} attempts` : '';
    this.logger.warn(`mail job ${job.id} (${job.kind}) attempt ${job.attempts} failed: ${message}${outcome}`);
    // A claim that no longer held the job (null) leaves the telling to the claim that does.
    if (status) await this.tell(job, (o) => o.failed?.(job, error, status === 'failed'));
  }

  /** Runs a kind's outcome hook; its failure is logged, never thrown. */
  private async tell(job: ClaimedMailJob, hook: (outcome: MailOutcome) => Promise<void> | undefined): Promise<void> {
    const outcome = this.outcomes.get(job.kind);
    if (!outcome) return;
    try {
      await hook(outcome);
    } catch (error) {
      this.logger.warn(`mail job ${job.id} (${job.kind}): outcome not recorded: ${(error as Error).message}`);
    }
  }

  /** Inside the caller's transaction: drops every job, whatever its status, whose payload mentions one of `literals`. */
  dropMentioning(manager: EntityManager, literals: string[]): Promise<void> {
    return this.jobs.deleteMentioning(manager, literals);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
  }
}
