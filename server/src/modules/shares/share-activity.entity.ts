import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CascadeParent, TimestampColumn, UuidColumn } from '../../common/entity-columns';
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
  @UuidColumn('share_id') shareId: string;
  @Column({ type: 'varchar', length: 32 }) kind: ShareActivityKind;
  /** The item ticked, unticked or noted; no foreign key: the entry outlives its item. */
  @UuidColumn('item_id', { nullable: true }) itemId: string | null;
  @TimestampColumn('at', { default: 'clock_timestamp()' }) at: Date;
  @CascadeParent(() => ShareEntity, 'share_id', 'share_activity_share_id_fkey')
  share?: ShareEntity;
}
