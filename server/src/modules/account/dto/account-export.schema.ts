import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { MESSAGE_AUTHORS, type AccountExport, type ExportedMessage, type ExportedRecord, type ExportedRun, type MessageAuthor, type RunStatus } from '@ticklist/contracts';
import { EMAIL_PATTERN, SHARE_ACTIVITY_KINDS, type ShareActivityKind } from '@ticklist/contracts';
import { NotificationSettingsSchema } from './account.schemas';
import { TemplateItemSchema } from '../../templates/dto/template.schemas';
import { AccountMembershipSchema } from './account.schemas';
import { DUE_TIME_ZONE } from '../../checklists/dto/checklist.schemas';
import type { ItemKind } from '@ticklist/contracts';
import { ItemKindProperties, ItemSettingsSchema } from '../../answers/dto/item-settings.schema';

const KIND = ItemKindProperties();

type Exported = AccountExport;
type ExportedChecklistShape = Exported['checklists'][number];
type ExportedShareShape = ExportedChecklistShape['shares'][number];
type ExportedProfileShape = Exported['profile'];
type ExportedItemShape = ExportedChecklistShape['items'][number];
type ReceivedShareShape = Exported['sharedWithMe'][number];
type OwnResponseShape = ReceivedShareShape['responses'][number];

class ExportedProfile implements ExportedProfileShape {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ pattern: EMAIL_PATTERN.source }) email!: string;
  @ApiProperty() accountType!: string;
  @ApiProperty() emailValidated!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) lastActiveAt!: string;
}

class ExportedItem implements ExportedItemShape {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: 'integer' }) displayOrder!: number;
  @KIND.kind kind!: ItemKind;
  @KIND.required required!: boolean;
  @KIND.settings settings!: ItemSettingsSchema;
}

class ItemIdOnly {
  @ApiProperty({ format: 'uuid' }) itemId!: string;
}

class ExportedReminder {
  @ApiProperty({ enum: ['before', 'overdue', 'nudge'] }) kind!: 'before' | 'overdue' | 'nudge';
  @ApiProperty({ format: 'date-time' }) sentAt!: string;
}

class ExportedActivity {
  @ApiProperty({ enum: SHARE_ACTIVITY_KINDS }) kind!: ShareActivityKind;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The item ticked, unticked or noted.' }) itemId!: string | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

/** A message between a recipient and the owner (issue 48). */
class ExportedMessageSchema implements ExportedMessage {
  @ApiProperty({ enum: MESSAGE_AUTHORS }) author!: MessageAuthor;
  @ApiProperty() text!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The item it is about; null: the whole checklist.' }) itemId!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** A completion record (issue 48): as listed, with the signed record. */
class ExportedRecordSchema implements ExportedRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The public code: `/verify/{code}`.' }) code!: string;
  @ApiProperty({ format: 'date-time' }) issuedAt!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The record that replaced it; null: the latest.' }) supersededBy!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The record; the JWS payload is its RFC 8785 form.' }) record!: Record<string, unknown>;
  @ApiProperty({ description: 'Compact JWS (EdDSA) over the record.' }) jws!: string;
}

/** A run of a recurring checklist (issue 45). */
class ExportedRunSchema implements ExportedRun {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) occurrenceId!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) dueAt!: string | null;
  @ApiProperty({ enum: ['open', 'completed', 'missed'] }) status!: RunStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiPropertyOptional({ type: [ItemIdOnly], description: 'The run\'s done items (the owner\'s side only).' }) completedItems?: ItemIdOnly[];
}

class ExportedShare implements ExportedShareShape {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ pattern: EMAIL_PATTERN.source }) recipientEmail!: string;
  @ApiProperty({ format: 'date-time' }) sharedAt!: string;
  @ApiProperty({ type: [ItemIdOnly] }) completedItems!: ItemIdOnly[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The recipient\'s own due moment; null when the checklist\'s applies.' })
  dueAt!: string | null;
  @ApiPropertyOptional(DUE_TIME_ZONE) dueTimeZone?: string | null;
  @ApiProperty({ type: [ExportedReminder], description: 'Reminders and nudges sent to this recipient, oldest first.' })
  reminders!: ExportedReminder[];
  @ApiProperty({ type: [ExportedActivity], description: 'The recipient\'s activity record, oldest first: what and when, never a note\'s text.' })
  activity!: ExportedActivity[];
  @ApiPropertyOptional({ type: [ExportedMessageSchema], description: 'Issue 48: the messages with this recipient, oldest first; absent when none.' })
  messages?: ExportedMessageSchema[];
  @ApiPropertyOptional({ type: [ExportedRecordSchema], description: 'Issue 48: the completion records of this recipient, oldest first; absent when none.' })
  records?: ExportedRecordSchema[];
  @ApiPropertyOptional({ type: [ExportedRunSchema], description: 'Issue 45: the recipient\'s runs of a recurring checklist, oldest first, each with its done items; absent when none. `completedItems` above are the current run\'s.' })
  runs?: ExportedRunSchema[];
}

class ExportedChecklist implements ExportedChecklistShape {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: [ExportedItem] }) items!: ExportedItem[];
  @ApiProperty({ type: [ExportedShare], description: 'Recipients and their progress, never their notes.' })
  shares!: ExportedShare[];
}

class ExportedOwnResponse implements OwnResponseShape {
  @ApiProperty({ format: 'uuid' }) itemId!: string;
  @ApiProperty() itemText!: string;
  @ApiProperty() complete!: boolean;
  @ApiProperty({ type: String, nullable: true }) notes!: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'Issue 45: the run the response belongs to; absent for a checklist without runs.' }) runId?: string;
}

class EmailOnly {
  @ApiProperty({ pattern: EMAIL_PATTERN.source }) email!: string;
}

class ChecklistRef {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
}

class ReceivedShare implements ReceivedShareShape {
  @ApiProperty({ format: 'uuid' }) shareId!: string;
  @ApiProperty({ format: 'date-time' }) sharedAt!: string;
  @ApiProperty({ type: EmailOnly }) sharedBy!: EmailOnly;
  @ApiProperty({ type: ChecklistRef }) checklist!: ChecklistRef;
  @ApiProperty({ type: [ExportedOwnResponse] }) responses!: ExportedOwnResponse[];
  @ApiPropertyOptional({ type: [ExportedMessageSchema], description: 'Issue 48: the messages with the owner, oldest first; absent when none.' })
  messages?: ExportedMessageSchema[];
  @ApiPropertyOptional({ type: [ExportedRecordSchema], description: 'Issue 48: your completion records of this checklist, oldest first; absent when none.' })
  records?: ExportedRecordSchema[];
  @ApiPropertyOptional({ type: [ExportedRunSchema], description: 'Issue 45: your runs of a recurring checklist, oldest first (their answers are in `responses`, by `runId`); absent when none.' })
  runs?: ExportedRunSchema[];
}

type TemplateShape = NonNullable<Exported['templates']>[number];

class ExportedTemplate implements TemplateShape {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: [TemplateItemSchema] }) items!: TemplateItemSchema[];
}

class ExportedPasskey {
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt!: string | null;
}

class ExportedSignIn {
  @ApiProperty({ description: 'Whether sign-in asks for a code of an authenticator app (its secret and recovery codes are never exported).' }) totp!: boolean;
  @ApiProperty({ type: [ExportedPasskey], description: 'The passkeys (never their keys).' }) passkeys!: ExportedPasskey[];
}

@ApiSchema({ name: 'AccountExport', description: 'Everything the account holds, as downloaded in export.json.' })
export class AccountExportSchema implements Exported {
  @ApiProperty({ format: 'date-time' }) exportedAt!: string;
  @ApiProperty({ type: ExportedProfile }) profile!: ExportedProfile;
  @ApiProperty({ type: NotificationSettingsSchema }) notificationSettings!: NotificationSettingsSchema;
  @ApiProperty({ type: ExportedSignIn }) signIn!: ExportedSignIn;
  @ApiProperty({ type: [ExportedChecklist] }) checklists!: ExportedChecklist[];
  @ApiProperty({ type: [ReceivedShare], description: 'Checklists others shared with this address, with your own responses; empty until the account has proved its address (verification link or reset by link).' })
  sharedWithMe!: ReceivedShare[];
  @ApiProperty({ type: [ExportedTemplate], description: 'Your own templates (built-in ones are left out).' })
  templates!: ExportedTemplate[];
  @ApiProperty({ type: [AccountMembershipSchema], description: 'Issue 47: the team workspaces you are a member of, with your role in each.' })
  memberships!: AccountMembershipSchema[];
}
