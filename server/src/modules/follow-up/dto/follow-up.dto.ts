import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { FOLLOW_UP_RULES } from '@ticklist/contracts';
import { DUE_TIME_ZONE, RECIPIENT_TIME_ZONE } from '../../checklists/dto/checklist.schemas';

/** Types and rules are read in follow-up-input.ts (400 for a wrong type, 422 for a bad value). */
@ApiSchema({ name: 'UpdateShareRequest' })
export class UpdateShareDto {
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'This recipient\'s own due moment (ISO 8601 with an offset, kept to the minute); null: the checklist\'s applies.',
    example: '2026-03-03T17:00:00+01:00',
  })
  @Allow()
  dueAt?: unknown;
  @ApiPropertyOptional(DUE_TIME_ZONE)
  @Allow()
  dueTimeZone?: unknown;
  @ApiPropertyOptional(RECIPIENT_TIME_ZONE)
  @Allow()
  timeZone?: unknown;
}

@ApiSchema({ name: 'NudgeRequest' })
export class NudgeDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: FOLLOW_UP_RULES.nudgeMessageMax,
    description: 'One line from the owner, added to the mail (line breaks become spaces).',
    example: 'Could you finish this before Friday?',
  })
  @Allow()
  message?: unknown;
}
