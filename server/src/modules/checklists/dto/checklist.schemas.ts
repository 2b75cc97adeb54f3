import { ShareReviewSchema } from '../../review/dto/review.schemas';
import { ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath, OmitType } from '@nestjs/swagger';
import type {
  ChecklistCounts,
  ChecklistDetail,
  ChecklistDetailResponse,
  ChecklistForEdit,
  ChecklistForEditLight,
  EditItemLight,
  ChecklistPage,
  ChecklistSummary,
  EditItem,
  Item,
  ItemResponseForOwner,
  Pagination,
  ResponsePolicy,
  Share,
  SharePage,
} from '@ticklist/contracts';
import { CHECKLIST_PAGE_SIZE, EMAIL_PATTERN, TIME_ZONE_MAX_LENGTH } from '@ticklist/contracts';
import { ReminderRulesSchema } from '../../follow-up/dto/reminder-rules.schema';
import { ShareDeliverySchema } from '../../shares/dto/share-delivery.schema';
import { NEXT_RUN_AT, ScheduleSchema } from '../../schedules/dto/schedule.schemas';
import type { AnswerValue, ItemKind } from '@ticklist/contracts';
import { ANSWER_PROPERTY, AnswerFileSchema, ItemKindProperties, ItemSettingsSchema } from '../../answers/dto/item-settings.schema';

const KIND = ItemKindProperties();

/** `dueTimeZone` in answers and requests (issue 51): the zone a due moment is kept and written in. */
export const DUE_TIME_ZONE = {
  type: String,
  nullable: true,
  maxLength: TIME_ZONE_MAX_LENGTH,
  description:
    'The IANA time zone the due moment was chosen in (the browser sends its own), in which mails, exports and pages write it, the zone named. Null or absent: UTC. In a request it is written only together with dueAt; an unknown zone is 422.',
  example: 'America/New_York',
} as const;

/** `timeZone` of a recipient (issue 45): their runs and reminders follow their wall clock. */
export const RECIPIENT_TIME_ZONE = {
  type: String,
  nullable: true,
  maxLength: TIME_ZONE_MAX_LENGTH,
  description:
    'The recipient\'s own IANA time zone (issue 45): a scheduled checklist\'s runs start at the schedule\'s local time on their wall clock, and their mails write times in it. Null: the schedule\'s zone. In a request: left out, unchanged; an unknown zone is 422 keyed `timeZone`.',
  example: 'America/New_York',
} as const;

class EmailOnly {
  @ApiProperty({ pattern: EMAIL_PATTERN.source }) email!: string;
}

class ItemIdOnly {
  @ApiProperty({ format: 'uuid' }) itemId!: string;
}

@ApiSchema({ name: 'Item' })
export class ItemSchema implements Item {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Sign the contract' }) text!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Two copies, one for HR.' }) description!: string | null;
  @ApiProperty({ type: 'integer', description: 'Position in the list, 1-based.', example: 1 }) displayOrder!: number;
  @KIND.kind kind!: ItemKind;
  @KIND.required required!: boolean;
  @KIND.settings settings!: ItemSettingsSchema;
}

@ApiSchema({ name: 'OwnerShare', description: 'A recipient as the owner sees them: address and progress, never notes.' })
export class OwnerShareSchema implements Share {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: EmailOnly }) recipientUser!: EmailOnly;
  @ApiProperty({ format: 'date-time' }) sharedAt!: string;
  @ApiProperty({ type: [ItemIdOnly], description: 'The items this recipient has ticked.' }) completedItems!: ItemIdOnly[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'This recipient\'s own due moment; null when the checklist\'s applies.' })
  dueAt!: string | null;
  @ApiPropertyOptional(DUE_TIME_ZONE) dueTimeZone?: string | null;
  @ApiPropertyOptional(RECIPIENT_TIME_ZONE) timeZone?: string | null;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Reminders and nudges sent to this recipient.' }) remindersSent!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The last reminder or nudge.' }) lastRemindedAt!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When this recipient may be nudged again; null when a nudge is possible now, or never needed (every item done).',
  })
  nextNudgeAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the owner revoked this recipient\'s link; null: it works.' })
  revokedAt!: string | null;
  @ApiProperty({ type: ShareDeliverySchema }) delivery!: ShareDeliverySchema;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the recipient first opened their link; null: not opened yet.' })
  firstOpenedAt!: string | null;
  @ApiPropertyOptional({ type: () => ShareReviewSchema, description: 'Issue 48: your review of this recipient\'s answers (checklists under review); absent: none.' })
  review?: ShareReviewSchema;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the recipient was last seen on the guest page; null: never.' })
  lastSeenAt!: string | null;
  @ApiProperty({ description: 'True while the recipient has the guest page open on some device.' }) viewing!: boolean;
}

const DUE_AT = { type: String, format: 'date-time', nullable: true, description: 'When recipients are due, to the minute; null: none.' } as const;
const CLOSED_AT = { type: String, format: 'date-time', nullable: true, description: 'When the owner closed it; null: open.' } as const;
const REMINDERS = { type: ReminderRulesSchema, description: 'The reminder rules (sent only while a due moment is set).' } as const;

@ApiSchema({ name: 'ChecklistSummary' })
export class ChecklistSummarySchema implements ChecklistSummary {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'New starter onboarding' }) title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiPropertyOptional({
    format: 'date-time', example: '2026-11-29T09:30:12.345678Z',
    description: 'The last change to the checklist, its items, its shares or any recipient\'s progress, with microseconds: the order of `GET /api/checklist?updatedSince=` and its cursor.',
  })
  updatedAt?: string;
  @ApiProperty({ type: 'integer', minimum: 1, example: 3, description: '1 when made, raised by each change to the title, description or items (not by sharing, progress, due dates or closing).' })
  version!: number;
  @ApiProperty({ type: [ItemSchema] }) items!: ItemSchema[];
  @ApiProperty({ type: [OwnerShareSchema] }) shares!: OwnerShareSchema[];
  @ApiProperty(DUE_AT) dueAt!: string | null;
  @ApiPropertyOptional(DUE_TIME_ZONE) dueTimeZone?: string | null;
  @ApiProperty(REMINDERS) reminders!: ReminderRulesSchema;
  @ApiProperty(CLOSED_AT) closedAt!: string | null;
  @ApiProperty({ type: ScheduleSchema, nullable: true, description: 'Recurring runs (issue 45); null: none, one run as before.' }) schedule!: ScheduleSchema | null;
  @ApiProperty(NEXT_RUN_AT) nextRunAt!: string | null;
  @ApiPropertyOptional({ format: 'uuid', description: 'The workspace it belongs to: your personal one unless it was made in, or moved to, a team workspace.' })
  workspaceId?: string;
  @ApiPropertyOptional({ type: Boolean, description: 'Issue 48: finished recipients wait for your review; absent: false.' }) review?: boolean;
  @ApiPropertyOptional({ type: Boolean, description: 'Issue 48: complete runs leave a completion record; absent: false.' }) records?: boolean;
}

@ApiSchema({ name: 'Pagination' })
export class PaginationSchema implements Pagination {
  @ApiProperty({ type: 'integer', description: '1-based.', example: 1 }) page!: number;
  @ApiProperty({ type: 'integer', description: 'Fixed by the server.', example: CHECKLIST_PAGE_SIZE }) per_page!: number;
  @ApiProperty({ type: 'integer', example: 42 }) total!: number;
  @ApiProperty() has_next!: boolean;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Null on the last page, and in a walk (`cursor` or `updatedSince`).', example: 2 }) next_page!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Only in a walk (`cursor` or `updatedSince`): pass as `cursor` for the next page; null at the end.' })
  next_cursor?: string | null;
}


/** A recipient's tick as the owner sees it: never their notes (those are the recipient's alone). */
class OwnerViewOfResponse implements ItemResponseForOwner {
  @ApiProperty({ type: EmailOnly }) user!: EmailOnly;
  @ApiProperty() complete!: boolean;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'When the item was completed; null while it is not.' })
  completedAt!: string | null;
  @ApiProperty(ANSWER_PROPERTY) answer!: AnswerValue;
  @ApiProperty({ type: [AnswerFileSchema], description: 'The files of the answer (photo, file and signature items).' }) files!: AnswerFileSchema[];
  @ApiProperty({ description: 'The answer is flagged for your attention (a flagged yes/no or option, a number out of range).' }) flagged!: boolean;
}

@ApiSchema({ name: 'EditItem' })
export class EditItemSchema extends ItemSchema implements EditItem {
  @ApiProperty({ enum: ['keep', 'reset'], nullable: true, description: 'Always null when read.' })
  responsePolicy!: ResponsePolicy | null;
  @ApiProperty({ type: [OwnerViewOfResponse] }) responses!: OwnerViewOfResponse[];
}

/** The summary's fields, with each item's responses (the edit page). */
@ApiSchema({ name: 'ChecklistForEdit' })
export class ChecklistForEditSchema extends OmitType(ChecklistSummarySchema, ['items'] as const) implements ChecklistForEdit {
  @ApiProperty({ type: [EditItemSchema] }) items!: EditItemSchema[];
}

@ApiSchema({ name: 'ChecklistCounts', description: 'How the audience stands. done + inProgress + notOpened = recipients; overdue overlaps them.' })
export class ChecklistCountsSchema implements ChecklistCounts {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Every share, revoked ones included (as the recipients list shows them).' }) recipients!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Recipients who have done every item.' }) done!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Recipients with work left who have opened their link or ticked something.' }) inProgress!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Recipients with work left who have neither opened their link nor ticked anything.' }) notOpened!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Recipients with work left whose due moment (their own, else the checklist\'s) has passed.' })
  overdue!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Recipients with an answer flagged for the owner\'s attention (in their current run, for a recurring checklist); 0 until answers exist.' })
  flagged!: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Recipients whose link works (not revoked): the ones Overall counts.' })
  active?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Items done, summed over the recipients whose link works: Overall is itemsDone / (items × active).' })
  itemsDone?: number;
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description: 'Recipients `POST …/nudge` (nudge all pending) would nudge now: work left, link working, outside the once-a-day rule (the invitation counts as a nudge) and the quiet hours after a reminder. A recipient who takes no mails is counted and then skipped.',
  })
  nudgeable?: number;
}

/** The summary's fields with counts instead of every share. */
@ApiSchema({ name: 'ChecklistDetail', description: 'The summary as the list shows it, with `counts` instead of every share: its size does not grow with the audience.' })
export class ChecklistDetailSchema extends OmitType(ChecklistSummarySchema, ['shares'] as const) implements ChecklistDetail {
  @ApiProperty({ type: ChecklistCountsSchema }) counts!: ChecklistCountsSchema;
}

@ApiSchema({ name: 'ChecklistPage' })
export class ChecklistPageSchema implements ChecklistPage {
  @ApiProperty({
    type: 'array',
    items: { oneOf: [{ $ref: getSchemaPath(ChecklistSummarySchema) }, { $ref: getSchemaPath(ChecklistDetailSchema) }] },
    description: 'Newest first. Each a ChecklistSummary (with every share), or with `?shares=none` a ChecklistDetail (with `counts` instead).',
  })
  items!: ChecklistSummarySchema[];
  @ApiProperty({ type: PaginationSchema }) pagination!: PaginationSchema;
}

class EditItemLightSchema extends ItemSchema implements EditItemLight {
  @ApiProperty({ enum: ['keep', 'reset'], nullable: true, description: 'Always null when read.' })
  responsePolicy!: ResponsePolicy | null;
  @ApiProperty({ description: 'Someone has responded to it: changing it needs a `responsePolicy`.' }) hasResponses!: boolean;
}

/** `/edit?responses=none`: counts instead of shares, and whether each item has responses instead of every response. */
@ApiSchema({ name: 'ChecklistForEditLight', description: 'The edit view whose size does not grow with the audience: `counts` instead of shares, `hasResponses` instead of responses.' })
export class ChecklistForEditLightSchema extends OmitType(ChecklistDetailSchema, ['items'] as const) implements ChecklistForEditLight {
  @ApiProperty({ type: [EditItemLightSchema] }) items!: EditItemLightSchema[];
}

@ApiSchema({ name: 'ChecklistDetailResponse' })
export class ChecklistDetailResponseSchema implements ChecklistDetailResponse {
  @ApiProperty({ type: ChecklistDetailSchema }) checklist!: ChecklistDetailSchema;
}

@ApiSchema({ name: 'SharePage', description: 'Recipients in the order they were shared with ((sharedAt, id)); `nextCursor` null on the last page.' })
export class SharePageSchema implements SharePage {
  @ApiProperty({ type: [OwnerShareSchema] }) shares!: OwnerShareSchema[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null: no more.' }) nextCursor!: string | null;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Every share of the checklist.' }) total!: number;
}

/** 409 of a stale update (issue 47): the message and the checklist as it now stands. */
@ApiSchema({ name: 'StaleUpdate' })
export class StaleUpdateSchema {
  @ApiProperty({ description: 'What went wrong, in words a person can read.' }) message!: string;
  @ApiProperty({ type: ChecklistSummarySchema, description: 'The checklist as it now stands, its `version` the one to base the next try on.' })
  checklist!: ChecklistSummarySchema;
}
