import { Column, Entity, Index, Unique } from 'typeorm';
import { CascadeParent, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { ChecklistItemEntity } from '../checklists/checklist-item.entity';
import { ShareEntity } from '../shares/share.entity';

/** One row per (share, item): a recipient's tick and private notes. */
@Entity('item_responses')
@Unique('item_responses_share_item_key', ['shareId', 'itemId'])
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
  @CascadeParent(() => ShareEntity, 'share_id', 'item_responses_share_id_fkey')
  share?: ShareEntity;
  @CascadeParent(() => ChecklistItemEntity, 'item_id', 'item_responses_item_id_fkey')
  item?: ChecklistItemEntity;
}
