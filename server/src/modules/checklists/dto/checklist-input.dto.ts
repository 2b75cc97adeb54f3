import { Type } from 'class-transformer';
import { Allow, IsArray, IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { CHECKLIST_MESSAGES as M, type ResponsePolicy } from '@ticklist/contracts';
import { IsJsonType } from '../../../common/json-type';

/**
 * Request bodies of create and update. The DTOs only check types (a number where text belongs is a
 * 400 keyed by field, never a 5xx); what is required, trimming and bounds live in checklist-input.ts
 * so every rule is reported at once, keyed the way the form names its fields.
 */
export class ItemInputDto {
  /** The item being edited; null or absent for a new one. Ignored on create. */
  @IsOptional() @IsString({ message: M.itemIdInvalid }) id?: string | null;
  @IsOptional() @IsString({ message: M.itemTextInvalid }) text?: string | null;
  @IsOptional() @IsString({ message: M.itemDescriptionInvalid }) description?: string | null;
  @IsOptional() @IsInt({ message: M.displayOrderInvalid }) displayOrder?: number | null;
  @IsOptional()
  @IsIn(['keep', 'reset'], { message: M.responsePolicyInvalid })
  @IsJsonType('string', { message: M.responsePolicyInvalid })
  responsePolicy?: ResponsePolicy | null;
  /** Read-only field of the edit shape: a client may send the item back as it got it. Ignored. */
  @Allow() responses?: unknown;
}

export class CreateChecklistDto {
  @IsOptional() @IsString({ message: M.titleInvalid }) title?: string | null;
  @IsOptional() @IsString({ message: M.descriptionInvalid }) description?: string | null;
  @IsOptional()
  @IsArray({ message: M.itemsInvalid })
  @ValidateNested({ each: true, message: M.itemInvalid })
  @Type(() => ItemInputDto)
  items?: ItemInputDto[] | null;
}

/** The update body may echo the checklist as read (id, createdAt, shares); those are ignored. */
export class UpdateChecklistDto extends CreateChecklistDto {
  @Allow() id?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() shares?: unknown;
}
