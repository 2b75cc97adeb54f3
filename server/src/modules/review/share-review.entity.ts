import { Check, Column, Entity, Index } from 'typeorm';
import type { ReviewItem, ReviewState } from '@ticklist/contracts';
import { CascadeParent, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { ShareRunEntity } from '../schedules/share-run.entity';
import { ShareEntity } from '../shares/share.entity';

/**
 * A share's review (issue 48), or one run's. The schema as TypeORM sees it; the statements are in
 * share-reviews.repository.ts. Unique per (share, run) with a null run as one value (declared in
 * the migration only).
 */
@Entity('share_reviews')
@Check('share_reviews_state_check', `state IN ('in_progress', 'submitted', 'changes_requested', 'accepted')`)
@Index('share_reviews_share_run_key', { synchronize: false })
@Index('share_reviews_run_idx', { synchronize: false })
export class ShareReviewEntity extends UuidKeyedEntity {
  @UuidColumn('share_id') shareId: string;
  @UuidColumn('run_id', { nullable: true }) runId: string | null;
  @Column({ type: 'varchar', length: 24, default: 'in_progress' }) state: ReviewState;
  @Column({ type: 'integer', default: 0 }) rounds: number;
  @Column({ type: 'jsonb', default: [] }) items: ReviewItem[];
  @TimestampColumn('submitted_at', { nullable: true }) submittedAt: Date | null;
  @TimestampColumn('decided_at', { nullable: true }) decidedAt: Date | null;
  @TimestampColumn('updated_at', { default: 'clock_timestamp()' }) updatedAt: Date;
  @CascadeParent(() => ShareEntity, 'share_id', 'share_reviews_share_id_fkey')
  share?: ShareEntity;
  @CascadeParent(() => ShareRunEntity, 'run_id', 'share_reviews_run_id_fkey')
  run?: ShareRunEntity;
}
