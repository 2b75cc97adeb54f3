import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { REVIEW_DECISIONS, REVIEW_REASON_MAX_LENGTH, REVIEW_STATES, type PostReviewResponse, type ReviewDecision, type ReviewItem, type ReviewState, type ShareReview } from '@ticklist/contracts';

@ApiSchema({ name: 'ReviewItemDecision' })
export class ReviewItemDecisionDto {
  @ApiProperty({ type: String, format: 'uuid' }) itemId!: string;
  @ApiProperty({ enum: REVIEW_DECISIONS }) decision!: ReviewDecision;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REVIEW_REASON_MAX_LENGTH, description: 'Required with `rework`: what to redo, shown to the recipient beside the item.' })
  reason?: string | null;
}

/** Types and rules are read in review-input.ts (400 for a wrong type, 422 keyed `items[i].…` for a bad value). */
@ApiSchema({ name: 'PostReviewRequest', description: 'Decisions per item, or `acceptAll: true` to accept every done item not decided yet.' })
export class PostReviewDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'The run reviewed; left out: the share\'s (a checklist without a schedule).' })
  @Allow()
  runId?: unknown;
  @ApiPropertyOptional({ type: () => [ReviewItemDecisionDto] })
  @Allow()
  items?: unknown;
  @ApiPropertyOptional({ type: Boolean })
  @Allow()
  acceptAll?: unknown;
}

@ApiSchema({ name: 'ReviewItem' })
export class ReviewItemSchema implements ReviewItem {
  @ApiProperty({ type: String, format: 'uuid' }) itemId!: string;
  @ApiProperty({ enum: REVIEW_DECISIONS, nullable: true, description: 'null: not decided in this round (an item sent back and answered again).' }) decision!: ReviewDecision | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why it was sent back.' }) reason!: string | null;
}

@ApiSchema({ name: 'ShareReview', description: 'A share\'s review (issue 48): `in_progress` → `submitted` → `changes_requested` → `submitted` … → `accepted`.' })
export class ShareReviewSchema implements ShareReview {
  @ApiProperty({ enum: REVIEW_STATES }) state!: ReviewState;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many times items were sent back.' }) rounds!: number;
  @ApiProperty({ type: [ReviewItemSchema] }) items!: ReviewItemSchema[];
}

@ApiSchema({ name: 'PostReviewResponse' })
export class PostReviewResponseSchema implements PostReviewResponse {
  @ApiProperty({ type: ShareReviewSchema }) review!: ShareReviewSchema;
}
