import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One row per (share, item): a recipient's tick and private notes. */
@Entity('item_responses')
export class ItemResponseEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'share_id', type: 'uuid' }) shareId: string;
  @Column({ name: 'item_id', type: 'uuid' }) itemId: string;
  @Column({ type: 'boolean', default: false }) complete: boolean;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
