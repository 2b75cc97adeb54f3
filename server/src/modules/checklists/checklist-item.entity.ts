import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { ChecklistEntity } from './checklist.entity';

@Entity('checklist_items')
@Index('checklist_items_checklist_idx', ['checklistId', 'displayOrder'])
export class ChecklistItemEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'checklist_id', type: 'uuid' }) checklistId: string;
  @Column({ type: 'varchar', length: 500 }) text: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** 1-based position. */
  @Column({ name: 'display_order', type: 'integer' }) displayOrder: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @ManyToOne(() => ChecklistEntity, (c) => c.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'checklist_id', foreignKeyConstraintName: 'checklist_items_checklist_id_fkey' })
  /** Relation<>: no design-time type reference, so the two entity files may load in either order. */
  checklist?: Relation<ChecklistEntity>;
}
