import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { ChecklistInsight, ChecklistInsightResponse, ItemInsight } from '@ticklist/contracts';

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
