import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Repository } from 'typeorm';
import type { MailMessage } from './mail-message';
import { MailJobEntity } from './mail-job.entity';
import { MailService } from './mail.service';

/** Rebuilds a queued mail from its payload; null means "nothing to send any more". */
export type MailBuilder = (payload: Record<string, unknown>) => Promise<MailMessage | null>;

const MAX_ATTEMPTS = 8;
const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 3600_000);

/**
 * Mails that must not be lost (share invitations). A job is stored, tried at once within a
 * bound, and retried with backoff by a timer until it is sent. Jobs hold ids, never links.
 */
@Injectable()
export class MailQueueService implements OnApplicationShutdown {
  private readonly logger = new Logger('MailQueue');
  private readonly builders = new Map<string, MailBuilder>();
  private running = false;
  private stopped = false;

  constructor(
    @InjectRepository(MailJobEntity) private readonly jobs: Repository<MailJobEntity>,
    private readonly mail: MailService,
  ) {}

  register(kind: string, builder: MailBuilder): void {
    this.builders.set(kind, builder);
  }

  /** Queues the mail and tries it now. Resolves true when sent, false when left for a retry. */
  async enqueueAndTry(kind: string, payload: Record<string, unknown>, timeoutMs: number): Promise<boolean> {
    const job = await this.jobs.save(this.jobs.create({ kind, payload, nextAttemptAt: new Date(Date.now() + 60_000) }));
    return this.attempt(job, timeoutMs);
  }

  @Interval('mail-queue', 30_000)
  async retryDue(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = true;
    try {
      const due = await this.jobs.find({ where: { nextAttemptAt: LessThanOrEqual(new Date()) }, order: { nextAttemptAt: 'ASC' }, take: 20 });
      for (const job of due) await this.attempt(job, 15_000);
    } catch (error) {
      this.logger.warn(`retry pass failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  private async attempt(job: MailJobEntity, timeoutMs: number): Promise<boolean> {
    const builder = this.builders.get(job.kind);
    try {
      const message = builder ? await builder(job.payload) : null;
      if (message) await this.mail.send(message, timeoutMs);
      await this.jobs.delete(job.id);
      return true;
    } catch (error) {
      const attempts = job.attempts + 1;
      this.logger.warn(`mail job ${job.id} (${job.kind}) attempt ${attempts} failed: ${(error as Error).message}`);
      if (attempts >= MAX_ATTEMPTS) {
        await this.jobs.delete(job.id).catch(() => undefined);
      } else {
        await this.jobs
          .update(job.id, { attempts, lastError: (error as Error).message.slice(0, 500), nextAttemptAt: new Date(Date.now() + backoffMs(attempts)) })
          .catch(() => undefined);
      }
      return false;
    }
  }

  onApplicationShutdown(): void {
    this.stopped = true;
  }
}
