import { Allow } from 'class-validator';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { LIMITS, type ChecklistTemplate, type TemplateItem, type TemplateListResponse } from '@ticklist/contracts';
import { IsJsonType } from '../../../common/json-type';
import type { ItemKind } from '@ticklist/contracts';
import { ItemKindProperties, ItemSettingsSchema } from '../../answers/dto/item-settings.schema';

const KIND = ItemKindProperties();

@ApiSchema({ name: 'CreateTemplateRequest' })
export class CreateTemplateDto {
  @ApiProperty({ type: String, format: 'uuid', description: 'One of your checklists: its title, description and items as they are now.' })
  @IsJsonType('string')
  checklistId?: unknown;

  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'The workspace to save it in (issue 47; at least editor there); absent: your personal one. Not a uuid: 422 keyed `workspaceId`.' })
  @Allow()
  workspaceId?: unknown;
}

@ApiSchema({ name: 'TemplateItem' })
export class TemplateItemSchema implements TemplateItem {
  @ApiProperty({ maxLength: LIMITS.itemTextMax, example: 'Sign and return your contract' }) text!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Two signed copies: one for you, one for HR.' }) description!: string | null;
  @ApiProperty({ type: 'integer', description: 'Position in the list, 1-based.', example: 1 }) displayOrder!: number;
  @KIND.kind kind!: ItemKind;
  @KIND.required required!: boolean;
  @KIND.settings settings!: ItemSettingsSchema;
}

@ApiSchema({ name: 'ChecklistTemplate' })
export class ChecklistTemplateSchema implements ChecklistTemplate {
  @ApiProperty({
    description: 'A uuid for your own templates; a stable name starting `builtin-` for built-in ones.',
    example: 'builtin-new-starter',
  })
  id!: string;
  @ApiProperty({ example: 'New starter onboarding' }) title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: [TemplateItemSchema], description: 'Ready to send as the items of a new checklist.' }) items!: TemplateItemSchema[];
  @ApiProperty({ description: 'Built-in templates are everyone\'s and cannot be deleted.' }) builtIn!: boolean;
}

@ApiSchema({ name: 'TemplateList' })
export class TemplateListSchema implements TemplateListResponse {
  @ApiProperty({ type: [ChecklistTemplateSchema], description: 'Built-in ones first, then yours, newest first.' })
  templates!: ChecklistTemplateSchema[];
}
