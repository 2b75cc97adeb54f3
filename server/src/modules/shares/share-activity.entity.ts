import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ShareActivityKind } from '@ticklist/contracts';
import { ShareEntity } from './share.entity';

/**
 * The append-only record of a share's activity (issue 18). Never a note's text. The schema as
 * TypeORM sees it; the statements are in share-activity.repository.ts and share-activity.sql.ts.
 */
@Entity('share_activity')
@Index('share_activity_share_at_idx', ['shareId', 'at', 'id'])
export class ShareActivityEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id: string;
  @Column({ name: 'share_id', type: 'uuid' }) shareId: string;
  @Column({ type: 'varchar', length: 32 }) kind: ShareActivityKind;
  /** The item ticked, unticked or noted; no foreign key: the entry outlives its item. */
  @Column({ name: 'item_id', type: 'uuid', nullable: true }) itemId: string | null;
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' }) at: Date;
  @ManyToOne(() => ShareEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'share_id', foreignKeyConstraintName: 'share_activity_share_id_fkey' })
  share?: ShareEntity;
}
