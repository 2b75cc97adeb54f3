import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { ChecklistInsight, ChecklistInsightResponse, ItemAnswerFigures, ItemInsight } from '@ticklist/contracts';

const COUNT = { type: 'integer', minimum: 0 };
const NUMBER_OR_NULL = { type: 'number', nullable: true };

@ApiSchema({ name: 'ItemInsight', description: 'How recipients fare with one item.' })
export class ItemInsightSchema implements ItemInsight {
  @ApiProperty({ format: 'uuid' }) itemId!: string;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Recipients who have it done now.' }) done!: number;
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    nullable: true,
    description: 'Median seconds from a recipient\'s first opening of the link to ticking this item; null: nobody has.',
  })
  medianSecondsToDone!: number | null;
  @ApiProperty({ description: 'The item most often left undone by recipients who have started ("Where people get stuck"); at most one item.' })
  stuck!: boolean;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Issue 46: answers flagged now; yes/no, number and choice items only.' })
  flagged?: number;
  @ApiPropertyOptional({
    description: 'Issue 46: the answers in figures; yes/no (`{ yes, no, na }`), number (`{ min, median, max, outOfRange }`), choice (`{ options: { [option]: n } }`) and photo (`{ photos }`) items only.',
    oneOf: [
      { type: 'object', required: ['yes', 'no', 'na'], properties: { yes: COUNT, no: COUNT, na: COUNT } },
      { type: 'object', required: ['min', 'median', 'max', 'outOfRange'], properties: { min: NUMBER_OR_NULL, median: NUMBER_OR_NULL, max: NUMBER_OR_NULL, outOfRange: COUNT } },
      { type: 'object', required: ['options'], properties: { options: { type: 'object', additionalProperties: COUNT } } },
      { type: 'object', required: ['photos'], properties: { photos: COUNT } },
    ],
  })
  answers?: ItemAnswerFigures;
}

@ApiSchema({ name: 'ChecklistInsight' })
export class ChecklistInsightSchema implements ChecklistInsight {
  @ApiProperty({ format: 'uuid' }) checklistId!: string;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Recipients with a working link (revoked ones are left out of every figure).' })
  recipients!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Recipients who have opened their link.' }) opened!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Recipients who have ticked at least one item.' }) started!: number;
  @ApiProperty({ type: [ItemInsightSchema], description: 'Every item, in the checklist\'s order.' }) items!: ItemInsightSchema[];
}

@ApiSchema({ name: 'ChecklistInsightResponse' })
export class ChecklistInsightResponseSchema implements ChecklistInsightResponse {
  @ApiProperty({ type: ChecklistInsightSchema }) insight!: ChecklistInsightSchema;
}
