import type { ItemKind, ItemSettings } from '@ticklist/contracts';
import { Check, Column, Entity, Index, type Relation } from 'typeorm';
import { CascadeParent, CreatedAtColumn, UpdatedAtColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { ChecklistEntity } from './checklist.entity';

@Entity('checklist_items')
@Check('checklist_items_kind_check', `kind IN ('check', 'yesno', 'number', 'date', 'choice', 'text', 'photo', 'file', 'signature', 'heading')`)
@Index('checklist_items_checklist_idx', ['checklistId', 'displayOrder'])
export class ChecklistItemEntity extends UuidKeyedEntity {
  @UuidColumn('checklist_id') checklistId: string;
  @Column({ type: 'varchar', length: 500 }) text: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** 1-based position. */
  @Column({ name: 'display_order', type: 'integer' }) displayOrder: number;
  /** What the item asks (issue 46); `check` is the tick box. */
  @Column({ type: 'varchar', length: 16, default: 'check' }) kind: ItemKind;
  @Column({ type: 'boolean', default: true }) required: boolean;
  /** The kind's settings, defaults filled in (item-settings.ts in contracts). */
  @Column({ type: 'jsonb', default: {} }) settings: ItemSettings;
  @CreatedAtColumn() createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
  @CascadeParent(() => ChecklistEntity, 'checklist_id', 'checklist_items_checklist_id_fkey', (c) => c.items)
  /** Relation<>: no design-time type reference, so the two entity files may load in either order. */
  checklist?: Relation<ChecklistEntity>;
}
