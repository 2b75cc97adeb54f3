import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CascadeParent, TimestampColumn } from '../../common/entity-columns';
import { ShareEntity } from './share.entity';

/**
 * A share's progress stamp (migration ShareProgressSeq): raised by the database with every save and
 * progress reset of the share, each `seq` and `updated_at` later than the one before. The schema as
 * TypeORM sees it; the save statements and ShareProgressStamps write it.
 */
@Entity('share_progress')
/** The walk's candidates: progress stamped since a moment (migration ChecklistChangeIndexes). */
@Index('share_progress_updated_idx', ['updatedAt'], { where: 'updated_at IS NOT NULL' })
export class ShareProgressEntity {
  @PrimaryColumn({ name: 'share_id', type: 'uuid' }) shareId: string;
  @Column({ type: 'bigint', default: 0 }) seq: string;
  @TimestampColumn('updated_at', { nullable: true }) updatedAt: Date | null;
  @CascadeParent(() => ShareEntity, 'share_id', 'share_progress_share_id_fkey')
  share?: ShareEntity;
}
