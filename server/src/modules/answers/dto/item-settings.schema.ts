import { ApiProperty, ApiPropertyOptional, ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import { FILE_TYPE_FAMILIES, ITEM_KINDS, ITEM_SETTING_LIMITS as L, type FileTypeFamily, type ItemSettings } from '@ticklist/contracts';

/** An item's kind in requests and answers (issue 46). */
export const ITEM_KIND_PROPERTY = {
  enum: [...ITEM_KINDS],
  description: 'What the item asks. `check` (the default) is a tick box; `heading` is a section title that asks nothing and never counts.',
} as const;

export const ITEM_REQUIRED_PROPERTY = {
  type: Boolean,
  description: 'Whether the item must be done for the recipient to be done (default true; false for a heading).',
} as const;

/** Each kind holds only its own settings; defaults are filled in on every answer. */
@ApiSchema({ name: 'ItemSettings', description: "An item's settings: only those of its kind (yesno: naAllowed, flagOn; number: min, max, unit, decimals; choice: options, multiple, flagOn; text: maxLength; photo: minCount, maxCount; file: minCount, maxCount, types)." })
export class ItemSettingsSchema implements ItemSettings {
  @ApiPropertyOptional({ description: 'yesno: whether "na" is an answer (default false).' }) naAllowed?: boolean;
  @ApiPropertyOptional({
    oneOf: [{ type: 'string', enum: ['yes', 'no'] }, { type: 'array', items: { type: 'string' } }, { type: 'null' }],
    description: 'yesno: the answer that is flagged; choice: the options that are flagged; null: none (default).',
  })
  flagOn?: 'yes' | 'no' | string[] | null;
  @ApiPropertyOptional({ description: 'number: the lowest answer that is not flagged.' }) min?: number;
  @ApiPropertyOptional({ description: 'number: the highest answer that is not flagged.' }) max?: number;
  @ApiPropertyOptional({ maxLength: L.unitMax, description: 'number: the unit shown beside the answer.' }) unit?: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: L.decimalsMax, description: 'number: decimals allowed (default 0).' }) decimals?: number;
  @ApiPropertyOptional({ type: [String], minItems: L.optionsMin, maxItems: L.optionsMax, description: 'choice: the options, each at most 80 characters.' }) options?: string[];
  @ApiPropertyOptional({ description: 'choice: several options may be chosen (default false).' }) multiple?: boolean;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: L.textMaxLength, description: 'text: the longest answer (default 500).' }) maxLength?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: L.photoMaxCount, description: 'photo, file: files needed to be done (default 1).' }) minCount?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: L.photoMaxCount, description: 'photo, file: most files (default 10 for photo, 5 for file).' }) maxCount?: number;
  @ApiPropertyOptional({ type: 'array', items: { type: 'string', enum: [...FILE_TYPE_FAMILIES] }, description: 'file: accepted families (default all three).' })
  types?: FileTypeFamily[];
}

/** `kind`, `required` and `settings` of an item in an answer: always present (defaults for items made before kinds). */
export function ItemKindProperties() {
  return {
    kind: ApiProperty(ITEM_KIND_PROPERTY),
    required: ApiProperty(ITEM_REQUIRED_PROPERTY),
    settings: ApiProperty({ type: () => ItemSettingsSchema, description: "The kind's settings with their defaults; {} for kinds without settings." }),
  };
}

/** A typed answer (issue 46) in answers and events: its JSON type follows the item's kind. */
export const ANSWER_PROPERTY = {
  oneOf: [
    { type: 'null' },
    { type: 'boolean' },
    { type: 'number' },
    { type: 'string' },
    { type: 'array', items: { type: 'string' } },
    { type: 'object', properties: { name: { type: 'string' }, fileId: { type: 'string', format: 'uuid' } }, required: ['name'], additionalProperties: false },
  ],
  description:
    'check: true/false; yesno: "yes", "no" or "na"; number: a number; date: "YYYY-MM-DD"; choice: the chosen options; text: a string; photo/file: the file ids; signature: { name, fileId? }; null: no answer.',
} as ApiPropertyOptions & { description: string };

@ApiSchema({ name: 'AnswerFile', description: 'A file of an answer: read it through its short-lived signed url.' })
export class AnswerFileSchema {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Its media type, as found from its bytes.' }) type!: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) size!: number;
  @ApiProperty({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the stored bytes.' }) sha256!: string;
  @ApiProperty({ description: 'Signed, valid 5 minutes.' }) url!: string;
}
