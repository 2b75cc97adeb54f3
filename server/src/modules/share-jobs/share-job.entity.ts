import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CascadeParent, CreatedAtColumn, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { ChecklistEntity } from '../checklists/checklist.entity';
import { UserEntity } from '../users/user.entity';
import type { ShareJobStatus } from '@ticklist/contracts';

/**
 * A big share, done in the background (issue 43): its counts and its claim. The schema as TypeORM
 * sees it (for migration:generate); every statement is in ShareJobsRepository.
 */
@Entity('share_jobs')
@Check('share_jobs_status_check', `status IN ('queued', 'running', 'done')`)
@Index('share_jobs_open_idx', ['createdAt'], { where: `status <> 'done'` })
@Index('share_jobs_checklist_idx', ['checklistId'])
@Index('share_jobs_owner_idx', ['ownerId'])
export class ShareJobEntity extends UuidKeyedEntity {
  @UuidColumn('checklist_id') checklistId: string;
  @UuidColumn('owner_id') ownerId: string;
  @Column({ type: 'varchar', length: 16, default: 'queued' }) status: ShareJobStatus;
  @Column({ type: 'integer' }) total: number;
  @Column({ type: 'integer', default: 0 }) sent: number;
  /** Counts per reason: refused (invalid, own_address) and skipped (duplicate, revoked). */
  @Column({ type: 'integer', default: 0 }) invalid: number;
  @Column({ name: 'own_address', type: 'integer', default: 0 }) ownAddress: number;
  @Column({ type: 'integer', default: 0 }) duplicate: number;
  @Column({ type: 'integer', default: 0 }) revoked: number;
  /** Claims made; also the fence that a claim's writes must still match. */
  @Column({ type: 'integer', default: 0 }) attempts: number;
  /** The lease of a running job: past it, its claimer is presumed dead and the job is claimable again. */
  @TimestampColumn('locked_until', { nullable: true }) lockedUntil: Date | null;
  @CreatedAtColumn() createdAt: Date;
  @TimestampColumn('finished_at', { nullable: true }) finishedAt: Date | null;
  @CascadeParent(() => ChecklistEntity, 'checklist_id', 'share_jobs_checklist_id_fkey')
  checklist?: ChecklistEntity;
  @CascadeParent(() => UserEntity, 'owner_id', 'share_jobs_owner_id_fkey')
  owner?: UserEntity;
}

/** A usable address of a job (read, not the owner's, first of its mailbox), done or still to do. */
@Entity('share_job_addresses')
export class ShareJobAddressEntity {
  @PrimaryColumn({ name: 'job_id', type: 'uuid' }) jobId: string;
  @PrimaryColumn({ type: 'integer' }) position: number;
  @Column({ type: 'text' }) email: string;
  /** The mailbox key (domain in ASCII form): the recipient it is, whichever form was written. */
  @Column({ type: 'text' }) key: string;
  @Column({ type: 'boolean', default: false }) done: boolean;
  @CascadeParent(() => ShareJobEntity, 'job_id', 'share_job_addresses_job_id_fkey')
  job?: ShareJobEntity;
}
