import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { CHECKLIST_MESSAGES as M, ITEM_KIND_MESSAGES, LIMITS, type ItemKind, type ResponsePolicy } from '@ticklist/contracts';
import { ITEM_KIND_PROPERTY, ITEM_REQUIRED_PROPERTY, ItemSettingsSchema } from '../../answers/dto/item-settings.schema';
import { IsJsonType } from '../../../common/json-type';
import { ReminderRulesInputSchema } from '../../follow-up/dto/reminder-rules.schema';
import { DUE_TIME_ZONE } from './checklist.schemas';
import { ScheduleInputSchema } from '../../schedules/dto/schedule.schemas';

/**
 * Request bodies of create and update. The DTOs only check types (a number where text belongs is a
 * 400 keyed by field, never a 5xx); what is required, trimming and bounds live in checklist-input.ts
 * so every rule is reported at once, keyed the way the form names its fields.
 */
@ApiSchema({ name: 'ItemInput' })
export class ItemInputDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'The item being edited; null or absent for a new one. Ignored on create.' })
  @IsOptional() @IsString({ message: M.itemIdInvalid }) id?: string | null;
  @ApiProperty({ type: String, maxLength: LIMITS.itemTextMax, example: 'Sign the contract' })
  @IsOptional() @IsString({ message: M.itemTextInvalid }) text?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.itemDescriptionMax })
  @IsOptional() @IsString({ message: M.itemDescriptionInvalid }) description?: string | null;
  @ApiProperty({ type: 'integer', description: 'Position in the list, 1-based.', example: 1 })
  @IsOptional() @IsInt({ message: M.displayOrderInvalid }) displayOrder?: number | null;
  @ApiPropertyOptional({
    enum: ['keep', 'reset'],
    nullable: true,
    description: 'Update only: for a changed item that has responses, keep them or reset them (required then).',
  })
  @IsOptional()
  @IsIn(['keep', 'reset'], { message: M.responsePolicyInvalid })
  @IsJsonType('string', { message: M.responsePolicyInvalid })
  responsePolicy?: ResponsePolicy | null;
  @ApiPropertyOptional({ ...ITEM_KIND_PROPERTY, description: `${ITEM_KIND_PROPERTY.description} Left out: check on create, unchanged on update.` })
  @IsOptional() @IsString({ message: ITEM_KIND_MESSAGES.kindInvalid }) kind?: ItemKind | string | null;
  @ApiPropertyOptional({ ...ITEM_REQUIRED_PROPERTY, description: `${ITEM_REQUIRED_PROPERTY.description} Left out: true on create, unchanged on update.` })
  @IsOptional() @IsBoolean({ message: ITEM_KIND_MESSAGES.requiredInvalid }) required?: boolean | null;
  @ApiPropertyOptional({ type: () => ItemSettingsSchema, description: "The kind's settings; a setting of another kind is 422. Left out: defaults on create, unchanged on update (unless the kind changes)." })
  @Allow() settings?: unknown;
  /** Read-only field of the edit shape: a client may send the item back as it got it. Ignored. */
  @Allow() responses?: unknown;
}

@ApiSchema({ name: 'CreateChecklistRequest' })
export class CreateChecklistDto {
  @ApiProperty({ type: String, maxLength: LIMITS.checklistTitleMax, example: 'New starter onboarding' })
  @IsOptional() @IsString({ message: M.titleInvalid }) title?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.checklistDescriptionMax })
  @IsOptional() @IsString({ message: M.descriptionInvalid }) description?: string | null;
  @ApiProperty({ type: () => [ItemInputDto], minItems: 1, maxItems: LIMITS.itemsMax })
  @IsOptional()
  @IsArray({ message: M.itemsInvalid })
  @ValidateNested({ each: true, message: M.itemInvalid })
  @Type(() => ItemInputDto)
  items?: ItemInputDto[] | null;
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When recipients are due: ISO 8601 with an offset (or Z), kept to the minute. On update: left out, unchanged; null, removed.',
    example: '2026-03-03T17:00:00+01:00',
  })
  @Allow()
  dueAt?: unknown;
  @ApiPropertyOptional(DUE_TIME_ZONE)
  @Allow()
  dueTimeZone?: unknown;
  @ApiPropertyOptional({
    type: () => ReminderRulesInputSchema,
    description: 'Reminder rules; each rule left out takes its default, null turns it off. On update: left out, unchanged.',
  })
  @Allow()
  reminders?: unknown;
  @ApiPropertyOptional({
    type: () => ScheduleInputSchema,
    nullable: true,
    description: 'Recurring runs (issue 45): null for none; on update, left out, unchanged. With a schedule, dueAt is refused (422 keyed dueAt).',
  })
  @Allow()
  schedule?: unknown;
  @ApiPropertyOptional({ type: Boolean, description: 'Issue 48: a recipient who has done every required item waits for your review (Accept or Needs rework). Left out: false on create, unchanged on update.' })
  @Allow()
  review?: unknown;
  @ApiPropertyOptional({ type: Boolean, description: 'Issue 48: every complete run leaves a completion record anyone can verify. Left out: false on create, unchanged on update.' })
  @Allow()
  records?: unknown;
  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    description: 'The workspace to make it in (you need at least the editor role there); left out, your personal one. On update: ignored (a checklist moves with `POST /api/checklist/{id}/transfer`).',
  })
  @Allow()
  workspaceId?: unknown;
}

/** The update body may echo the checklist as read (id, createdAt, updatedAt, version, shares, counts, closedAt, nextRunAt); those are ignored. */
@ApiSchema({ name: 'UpdateChecklistRequest' })
export class UpdateChecklistDto extends CreateChecklistDto {
  @Allow() id?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
  @Allow() version?: unknown;
  @Allow() shares?: unknown;
  @Allow() counts?: unknown;
  @Allow() closedAt?: unknown;
  @Allow() nextRunAt?: unknown;
}
