import { Check, Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, TimestampColumn, UuidKeyedEntity } from '../../common/entity-columns';
import type { MailJobStatus } from './mail-jobs.repository';

/**
 * A mail to be (re)sent, or one that could not be. It holds no secret: the message is rebuilt from
 * `kind` and `payload` (ids) when it is sent, so the queue survives restarts without storing links.
 * The schema as TypeORM sees it (for migration:generate); every statement is in MailJobsRepository.
 */
@Entity('mail_jobs')
@Index('mail_jobs_due_idx', ['nextAttemptAt'], { where: `status = 'pending'` })
@Index('mail_jobs_lease_idx', ['lockedUntil'], { where: `status = 'sending'` })
@Check('mail_jobs_status_check', `status IN ('pending', 'sending', 'failed')`)
export class MailJobEntity extends UuidKeyedEntity {
  @Column({ type: 'varchar', length: 32 }) kind: string;
  @Column({ type: 'jsonb' }) payload: Record<string, unknown>;
  /** pending: waits for next_attempt_at; sending: claimed until locked_until; failed: kept, with last_error. */
  @Column({ type: 'varchar', length: 16, default: 'pending' }) status: MailJobStatus;
  /** Attempts started (a claim counts one); also the claim's fence when its result is recorded. */
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @TimestampColumn('next_attempt_at', { default: 'now()' }) nextAttemptAt: Date;
  /** The lease of a claimed job: past it, the claimer is presumed dead and the job is claimable again. */
  @TimestampColumn('locked_until', { nullable: true }) lockedUntil: Date | null;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
  @CreatedAtColumn() createdAt: Date;
}
