import { ShareReviewSchema } from '../../review/dto/review.schemas';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { DUE_TIME_ZONE, RECIPIENT_TIME_ZONE } from '../../checklists/dto/checklist.schemas';
import type { GuestItem as GuestItemShape, GuestShare, GuestShareResponse, RespondResponse } from '@ticklist/contracts';
import { EMAIL_PATTERN, GUEST_PAST_RUNS, LIMITS } from '@ticklist/contracts';
import { GuestPastRunSchema, GuestRunSchema } from '../../schedules/dto/schedule.schemas';
import type { AnswerValue, ItemKind } from '@ticklist/contracts';
import { ANSWER_PROPERTY, AnswerFileSchema, ItemKindProperties, ItemSettingsSchema } from '../../answers/dto/item-settings.schema';

const KIND = ItemKindProperties();

class OwnResponse {
  @ApiProperty() complete!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The recipient\'s private notes: only they see them.' })
  notes!: string | null;
  @ApiProperty(ANSWER_PROPERTY) answer!: AnswerValue;
  @ApiProperty({ type: [AnswerFileSchema], description: 'The files of the answer (photo, file and signature items).' }) files!: AnswerFileSchema[];
}

class GuestItem implements GuestItemShape {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: 'integer', description: '1-based.' }) displayOrder!: number;
  @KIND.kind kind!: ItemKind;
  @KIND.required required!: boolean;
  @KIND.settings settings!: ItemSettingsSchema;
  @ApiProperty({ type: OwnResponse, nullable: true, description: 'Null until the recipient saves something on this item.' })
  response!: OwnResponse | null;
}

class GuestChecklist {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: [GuestItem] }) items!: GuestItem[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the owner closed it (the page is then read-only); null: open.' })
  closedAt!: string | null;
}

class SharedBy {
  @ApiProperty({ pattern: EMAIL_PATTERN.source }) email!: string;
  @ApiPropertyOptional({ maxLength: 32, description: "The owner's username (the Profile's name others see); absent when they chose none." })
  name?: string;
}

@ApiSchema({ name: 'GuestShare' })
export class GuestShareSchema implements GuestShare {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: SharedBy }) sharedBy!: SharedBy;
  @ApiProperty({ format: 'date-time' }) sharedAt!: string;
  @ApiProperty({ type: GuestChecklist }) checklist!: GuestChecklist;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When this recipient is due (their own moment, else the checklist\'s); null: none.' })
  dueAt!: string | null;
  @ApiPropertyOptional(DUE_TIME_ZONE) dueTimeZone?: string | null;
  @ApiPropertyOptional(RECIPIENT_TIME_ZONE) timeZone?: string | null;
  @ApiProperty({ type: GuestRunSchema, nullable: true, description: 'The run shown (issue 45): the current one, or the past one asked for by its URL; null for a checklist without a schedule.' })
  run!: GuestRunSchema | null;
  @ApiProperty({ type: [GuestPastRunSchema], maxItems: GUEST_PAST_RUNS, description: 'The latest past runs, newest first (`GET …/runs` pages them all); empty without a schedule.' })
  pastRuns!: GuestPastRunSchema[];
  @ApiPropertyOptional({ type: () => ShareReviewSchema, description: 'Issue 48: the owner\'s review of your answers: `submitted` (read-only until they decide), `changes_requested` (redo the items with a reason), `accepted`.' })
  review?: ShareReviewSchema;
}

@ApiSchema({ name: 'GuestShareResponse' })
export class GuestShareResponseSchema implements GuestShareResponse {
  @ApiProperty({ type: GuestShareSchema }) share!: GuestShareSchema;
}

class SavedResponse {
  @ApiProperty({ format: 'uuid', description: 'The item.' }) item!: string;
  @ApiProperty() complete!: boolean;
  @ApiProperty({ type: String, nullable: true }) notes!: string | null;
  @ApiProperty({
    format: 'date-time',
    description:
      'ISO 8601 with microseconds (`2026-11-29T15:00:00.123456Z`), strictly later than the share\'s previous save. Equals the `updatedAt` of the `share:progress` event it causes.',
  })
  updatedAt!: string;
  @ApiPropertyOptional({ ...ANSWER_PROPERTY, description: `Only on an answer save. ${ANSWER_PROPERTY.description}` }) answer?: AnswerValue;
  @ApiPropertyOptional({ type: [AnswerFileSchema], description: 'Only on an answer save: the files of the answer.' }) files?: AnswerFileSchema[];
  @ApiPropertyOptional({ description: 'Only on an answer save: the answer is flagged for the owner.' }) flagged?: boolean;
}

@ApiSchema({ name: 'RespondResponse' })
export class RespondResponseSchema implements RespondResponse {
  @ApiProperty({ type: SavedResponse }) response!: SavedResponse;
}

/**
 * Respond's body, for the OpenAPI document only: parseRespondInput checks it (the route is exempt
 * from the global validation pipe), typing `value` by `key`.
 */
@ApiSchema({ name: 'RespondRequest' })
export class RespondRequestSchema {
  @ApiProperty({ type: String, format: 'uuid', description: 'The item being answered.' })
  item!: string;
  @ApiProperty({ enum: ['complete', 'notes', 'answer'], description: '`complete` only on tick boxes (422 keyed `key` on other kinds); `answer` on every kind but headings.' })
  key!: string;
  @ApiProperty({
    oneOf: [{ type: 'boolean' }, { type: 'string', maxLength: LIMITS.notesMax }, { type: 'number' }, { type: 'array', items: { type: 'string' } }, { type: 'object' }, { type: 'null' }],
    description: 'A boolean for `complete`, text for `notes` (private to the recipient); for `answer`, typed by the item\'s kind (see the answer field), null clearing it. A value the kind does not allow is 422 keyed `value`.',
    example: true,
  })
  value!: boolean | string;
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'A recurring checklist\'s run to save in (issue 45); absent or null: the link\'s current run. A run that is not open, or not the link\'s, is 409.' })
  runId?: string | null;
}
