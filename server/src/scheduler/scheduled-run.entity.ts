import { Entity, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../common/entity-columns';

/**
 * The last due moment of each scheduled job that a process claimed (and so ran). The schema as
 * TypeORM sees it (for migration:generate); every statement is in ScheduledRunsRepository.
 */
@Entity('scheduled_runs')
export class ScheduledRunEntity {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'scheduled_runs_pkey' }) name: string;
  @TimestampColumn('due_at') dueAt: Date;
  @TimestampColumn('claimed_at', { default: 'now()' }) claimedAt: Date;
  /** When the claimed run ended; null while it runs (the next moment is not claimed until then, or the lease ends). */
  @TimestampColumn('finished_at', { nullable: true }) finishedAt: Date | null;
}
