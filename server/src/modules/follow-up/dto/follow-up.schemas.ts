import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { NudgeAllResponse, NudgeResponse, NudgeTooSoonBody, OwnerShareResponse } from '@ticklist/contracts';
import { OwnerShareSchema } from '../../checklists/dto/checklist.schemas';

@ApiSchema({ name: 'OwnerShareResponse' })
export class OwnerShareResponseSchema implements OwnerShareResponse {
  @ApiProperty({ type: OwnerShareSchema }) share!: OwnerShareSchema;
}

@ApiSchema({ name: 'NudgeResponse' })
export class NudgeResponseSchema implements NudgeResponse {
  @ApiProperty({ example: 'Nudge sent to sam@example.com' }) message!: string;
  @ApiProperty({ type: OwnerShareSchema }) share!: OwnerShareSchema;
}

/** A nudge's 409: the contract's error body, with `retryAt` when the once-a-day rule refused it. */
@ApiSchema({ name: 'NudgeConflict' })
export class NudgeConflictSchema implements Partial<NudgeTooSoonBody> {
  @ApiProperty({ description: 'What went wrong, in words a person can read.', example: 'This recipient was reminded recently; the next nudge is possible in 3 hours' })
  message!: string;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Only when nudged within 24 hours or reminded within 20 hours: the moment (ISO 8601, UTC) the next nudge is allowed.',
    example: '2026-05-04T09:30:00.000Z',
  })
  retryAt?: string;
}

@ApiSchema({ name: 'NudgeAllResponse' })
export class NudgeAllResponseSchema implements NudgeAllResponse {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Recipients with work left who were nudged.' }) nudged!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Recipients with work left who were not: nudged or reminded too recently, or not receiving mail.' })
  skipped!: number;
}
