import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { SHARE_OUTCOME_STATUSES, SHARE_SKIP_REASONS, type ShareOutcome, type ShareOutcomeStatus, type ShareResponse, type ShareSkipReason } from '@ticklist/contracts';

@ApiSchema({ name: 'ShareOutcome', description: 'What the share call did with one address of the request.' })
export class ShareOutcomeSchema implements ShareOutcome {
  @ApiProperty({ format: 'uuid', description: 'The share of that address (for a duplicate: the one its first occurrence made or found).' }) id!: string;
  @ApiProperty({ example: 'sam@example.com', description: 'The address, trimmed and lower-cased.' }) email!: string;
  @ApiProperty({ enum: [...SHARE_OUTCOME_STATUSES], description: 'created: a new share; existing: shared before (same link, re-dated); skipped: nothing done.' })
  status!: ShareOutcomeStatus;
  @ApiPropertyOptional({ enum: [...SHARE_SKIP_REASONS], description: 'Only when skipped: why.' }) reason?: ShareSkipReason;
}

@ApiSchema({ name: 'ShareResponse' })
export class ShareResponseSchema implements ShareResponse {
  @ApiProperty({ example: 'Checklist shared successfully' }) message!: string;
  @ApiPropertyOptional({
    type: [String],
    description: 'Addresses whose invitation could not be sent yet; it is retried later.',
  })
  email_warnings?: string[];
  @ApiPropertyOptional({ type: [ShareOutcomeSchema], description: 'One entry per address given, in the order given.' })
  shares?: ShareOutcome[];
}
