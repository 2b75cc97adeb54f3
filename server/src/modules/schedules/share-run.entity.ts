import { Check, Column, Entity, Index, Unique } from 'typeorm';
import { CascadeParent, CreatedAtColumn, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { ShareEntity } from '../shares/share.entity';
import { OccurrenceEntity } from './occurrence.entity';

export type RunStatus = 'open' | 'completed' | 'missed';

/**
 * One recipient's run of one occurrence (issue 45): unique per (occurrence, share), so each run is
 * made once whichever replica gets there. Every statement is in RunsRepository.
 */
@Entity('share_runs')
@Check('share_runs_status_check', `status IN ('open', 'completed', 'missed')`)
@Unique('share_runs_occurrence_share_key', ['occurrenceId', 'shareId'])
@Index('share_runs_share_idx', ['shareId', 'startsAt'])
export class ShareRunEntity extends UuidKeyedEntity {
  @UuidColumn('occurrence_id') occurrenceId: string;
  @UuidColumn('share_id') shareId: string;
  @TimestampColumn('starts_at') startsAt: Date;
  @TimestampColumn('due_at', { nullable: true }) dueAt: Date | null;
  @Column({ type: 'varchar', length: 16, default: 'open' }) status: RunStatus;
  @TimestampColumn('completed_at', { nullable: true }) completedAt: Date | null;
  @CreatedAtColumn() createdAt: Date;
  @CascadeParent(() => OccurrenceEntity, 'occurrence_id', 'share_runs_occurrence_id_fkey')
  occurrence?: OccurrenceEntity;
  @CascadeParent(() => ShareEntity, 'share_id', 'share_runs_share_id_fkey')
  share?: ShareEntity;
}
