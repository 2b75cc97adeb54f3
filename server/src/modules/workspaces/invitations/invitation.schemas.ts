import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { WORKSPACE_MESSAGES, WORKSPACE_ROLES, type InvitationPreview, type WorkspaceInvitation, type WorkspaceRole } from '@ticklist/contracts';
import { IsJsonType } from '../../../common/json-type';
import { WorkspaceSchema } from '../dto/workspace.schemas';

@ApiSchema({ name: 'CreateInvitationRequest' })
export class CreateInvitationDto {
  @ApiProperty({ type: String, example: 'deputy@example.com', description: 'The address the link is mailed to; only an account with it can accept.' })
  @IsJsonType('string')
  email?: unknown;
  @ApiProperty({ enum: WORKSPACE_ROLES })
  @IsIn(WORKSPACE_ROLES, { message: WORKSPACE_MESSAGES.roleInvalid })
  @IsJsonType('string')
  role: WorkspaceRole;
}

@ApiSchema({ name: 'WorkspaceInvitation' })
export class WorkspaceInvitationSchema implements WorkspaceInvitation {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role!: WorkspaceRole;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', description: 'When its link stops working: 7 days after it was sent.' }) expiresAt!: string;
}

@ApiSchema({ name: 'WorkspaceInvitationResponse' })
export class WorkspaceInvitationResponseSchema {
  @ApiProperty({ type: WorkspaceInvitationSchema }) invitation!: WorkspaceInvitationSchema;
}

@ApiSchema({ name: 'WorkspaceInvitationList' })
export class WorkspaceInvitationListSchema {
  @ApiProperty({ type: [WorkspaceInvitationSchema], description: 'Those not yet accepted nor expired, newest first.' }) invitations!: WorkspaceInvitationSchema[];
}

class InvitedWorkspace {
  @ApiProperty() name!: string;
}

@ApiSchema({ name: 'InvitationPreview' })
export class InvitationPreviewSchema implements InvitationPreview {
  @ApiProperty({ type: InvitedWorkspace }) workspace!: InvitedWorkspace;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role!: WorkspaceRole;
  @ApiProperty({ description: 'The invited address: only an account with it can accept.' }) email!: string;
}

@ApiSchema({ name: 'AcceptedInvitation' })
export class AcceptedInvitationSchema {
  @ApiProperty({ type: WorkspaceSchema }) workspace!: WorkspaceSchema;
}
