import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CascadeParent, TimestampColumn, UuidColumn } from '../../common/entity-columns';
import type { ShareProgressState } from './share.entity';
import { ShareEntity } from './share.entity';

/**
 * A share's progress, one narrow row per share, all of it kept by the database: its stamp
 * (migration ShareProgressSeq: `seq` and `updated_at`, raised by every save and progress reset) and
 * its maintained figures (migration ShareProgressTable: items ticked, the state they make with the
 * checklist's item count and the opening, the last save or opening; `checklist_id` and `due_at`
 * copied from the share for the indexes). The schema as TypeORM sees it; never written here.
 */
@Entity('share_progress')
@Check('share_progress_state_check', `progress_state IN ('done', 'in_progress', 'not_opened')`)
/** A checklist's counts by state and its overdue recipients (the due moment of shares not done), summed from this index. */
@Index('share_progress_checklist_state_idx', ['checklistId', 'progressState', 'dueAt'])
/** The recipients list's sorts (share-list.sql.ts); last activity's key is an expression, declared in the migration only. */
@Index('share_progress_checklist_progress_idx', ['checklistId', 'doneCount', 'shareId'])
@Index('share_progress_checklist_state_order_idx', ['checklistId', 'progressState', 'shareId'])
@Index('share_progress_checklist_activity_idx', { synchronize: false })
export class ShareProgressEntity {
  @PrimaryColumn({ name: 'share_id', type: 'uuid' }) shareId: string;
  @Column({ type: 'bigint', default: 0 }) seq: string;
  @TimestampColumn('updated_at', { nullable: true }) updatedAt: Date | null;
  @UuidColumn('checklist_id') checklistId: string;
  @Column({ name: 'done_count', type: 'integer', default: 0 }) doneCount: number;
  @Column({ name: 'progress_state', type: 'varchar', length: 16, default: 'not_opened' }) progressState: ShareProgressState;
  @TimestampColumn('last_activity_at', { nullable: true }) lastActivityAt: Date | null;
  @TimestampColumn('due_at', { nullable: true }) dueAt: Date | null;
  @CascadeParent(() => ShareEntity, 'share_id', 'share_progress_share_id_fkey')
  share?: ShareEntity;
}
