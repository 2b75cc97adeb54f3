import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { WORKSPACE_ROLES, type WorkspaceRole } from '@ticklist/contracts';
import type {
  AccountMembership,
  DeletionPreviewResponse,
  DeletionStatistics,
  MessageResponse,
  NotificationSettings,
  NotificationSettingsResponse,
} from '@ticklist/contracts';

@ApiSchema({ name: 'NotificationSettings' })
export class NotificationSettingsSchema implements NotificationSettings {
  @ApiProperty() emailNotifications!: boolean;
  @ApiProperty() pushNotifications!: boolean;
  @ApiProperty() shareNotifications!: boolean;
  @ApiProperty() applicationUpdates!: boolean;
  @ApiProperty({ description: 'Your mails to recipients (invitation, reminder, nudge) carry Reply-To: your address.' }) replyToOwner!: boolean;
}

@ApiSchema({ name: 'NotificationSettingsUpdated' })
export class NotificationSettingsUpdatedSchema implements NotificationSettingsResponse, MessageResponse {
  @ApiProperty() message!: string;
  @ApiProperty({ type: NotificationSettingsSchema }) settings!: NotificationSettingsSchema;
}

const UNPROVEN = "0 until the account has proved its address (verification link or reset by link): until then what the address received is not the account's, and deleting the account keeps it for the address.";

class DeletionStatisticsCounts implements DeletionStatistics {
  @ApiProperty({ type: 'integer' }) checklists!: number;
  @ApiProperty({ type: 'integer' }) checklist_items!: number;
  @ApiProperty({ type: 'integer' }) shares_created!: number;
  @ApiProperty({ type: 'integer', description: `Shares received as a recipient; ${UNPROVEN}` }) shares_received!: number;
  @ApiProperty({ type: 'integer', description: `Responses given on shares received; ${UNPROVEN}` }) user_responses!: number;
  @ApiProperty({ type: 'integer' }) responses_to_user_checklists!: number;
}

/** A team workspace the account is a member of (issue 47). */
@ApiSchema({ name: 'AccountMembership' })
export class AccountMembershipSchema implements AccountMembership {
  @ApiProperty({ format: 'uuid' }) workspaceId!: string;
  @ApiProperty({ example: 'Shop floor' }) name!: string;
  @ApiProperty({ enum: [...WORKSPACE_ROLES] }) role!: WorkspaceRole;
}

@ApiSchema({ name: 'DeletionPreviewResponse' })
export class DeletionPreviewSchema implements DeletionPreviewResponse {
  @ApiProperty({ type: DeletionStatisticsCounts }) statistics!: DeletionStatisticsCounts;
  @ApiProperty({ type: [AccountMembershipSchema], description: 'Issue 47: the team workspaces you are a member of; their checklists stay with the team.' })
  memberships!: AccountMembershipSchema[];
}
