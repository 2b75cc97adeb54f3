import { Column, Entity, Index, type Relation } from 'typeorm';
import { CascadeParent, CreatedAtColumn, UpdatedAtColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { ChecklistEntity } from './checklist.entity';

@Entity('checklist_items')
@Index('checklist_items_checklist_idx', ['checklistId', 'displayOrder'])
export class ChecklistItemEntity extends UuidKeyedEntity {
  @UuidColumn('checklist_id') checklistId: string;
  @Column({ type: 'varchar', length: 500 }) text: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** 1-based position. */
  @Column({ name: 'display_order', type: 'integer' }) displayOrder: number;
  @CreatedAtColumn() createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
  @CascadeParent(() => ChecklistEntity, 'checklist_id', 'checklist_items_checklist_id_fkey', (c) => c.items)
  /** Relation<>: no design-time type reference, so the two entity files may load in either order. */
  checklist?: Relation<ChecklistEntity>;
}
