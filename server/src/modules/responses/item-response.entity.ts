import { Column, Entity, Index } from 'typeorm';
import { CascadeParent, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { ChecklistItemEntity } from '../checklists/checklist-item.entity';
import { ShareEntity } from '../shares/share.entity';
import { ShareRunEntity } from '../schedules/share-run.entity';

/**
 * One row per (share, run, item): a recipient's tick and private notes. The unique key is an
 * expression index (migration ResponseRuns): a NULL run (no schedule) is one run of its own.
 */
@Entity('item_responses')
@Index('item_responses_share_run_item_key', { synchronize: false })
@Index('item_responses_item_idx', ['itemId'])
@Index('item_responses_flagged_idx', ['shareId'], { where: 'flagged' })
export class ItemResponseEntity extends UuidKeyedEntity {
  @UuidColumn('share_id') shareId: string;
  @UuidColumn('item_id') itemId: string;
  @Column({ type: 'boolean', default: false }) complete: boolean;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @TimestampColumn('updated_at', { default: 'now()' }) updatedAt: Date;
  /** When `complete` last turned true; null while not complete (a note save never moves it). */
  @TimestampColumn('completed_at', { nullable: true }) completedAt: Date | null;
  /** The typed answer (issue 46), null when none; `complete` is whether it makes the item done. */
  @Column({ type: 'jsonb', nullable: true }) answer: unknown;
  /** The answer is one the owner should look at (a flagged yes/no or option, a number out of range). */
  @Column({ type: 'boolean', default: false }) flagged: boolean;
  /** The run it belongs to (issue 45); null for a checklist without a schedule. */
  @UuidColumn('run_id', { nullable: true }) runId: string | null;
  @CascadeParent(() => ShareEntity, 'share_id', 'item_responses_share_id_fkey')
  share?: ShareEntity;
  @CascadeParent(() => ChecklistItemEntity, 'item_id', 'item_responses_item_id_fkey')
  item?: ChecklistItemEntity;
  @CascadeParent(() => ShareRunEntity, 'run_id', 'item_responses_run_id_fkey')
  run?: ShareRunEntity;
}
