import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { ChecklistItemEntity } from '../checklists/checklist-item.entity';
import { ShareEntity } from '../shares/share.entity';

/** One row per (share, item): a recipient's tick and private notes. */
@Entity('item_responses')
@Unique('item_responses_share_item_key', ['shareId', 'itemId'])
@Index('item_responses_item_idx', ['itemId'])
export class ItemResponseEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'share_id', type: 'uuid' }) shareId: string;
  @Column({ name: 'item_id', type: 'uuid' }) itemId: string;
  @Column({ type: 'boolean', default: false }) complete: boolean;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
  /** When `complete` last turned true; null while not complete (a note save never moves it). */
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt: Date | null;
  @ManyToOne(() => ShareEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'share_id', foreignKeyConstraintName: 'item_responses_share_id_fkey' })
  share?: ShareEntity;
  @ManyToOne(() => ChecklistItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id', foreignKeyConstraintName: 'item_responses_item_id_fkey' })
  item?: ChecklistItemEntity;
}
