import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty } from 'class-validator';
import {
  WORKSPACE_MESSAGES,
  WORKSPACE_NAME_MAX,
  WORKSPACE_ROLES,
  type Workspace,
  type WorkspaceListResponse,
  type WorkspaceMember,
  type WorkspaceMemberListResponse,
  type WorkspaceMemberResponse,
  type WorkspaceResponse,
  type WorkspaceRole,
} from '@ticklist/contracts';
import { CharLength } from '../../../common/char-length';
import { IsJsonType } from '../../../common/json-type';
import { withoutNul } from '../../../common/text';

const ROLE_DESCRIPTION = 'Each includes those after it: admin ⊃ editor ⊃ reviewer ⊃ viewer.';

/** `POST /api/workspaces`, `PATCH /api/workspaces/{id}`: the name, trimmed, 1 to 100 characters. */
@ApiSchema({ name: 'WorkspaceNameRequest' })
export class WorkspaceNameDto {
  @ApiProperty({ minLength: 1, maxLength: WORKSPACE_NAME_MAX, example: 'Shop floor' })
  @Transform(({ value }) => (typeof value === 'string' ? withoutNul(value).trim() : value))
  @CharLength(1, WORKSPACE_NAME_MAX, { message: WORKSPACE_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: WORKSPACE_MESSAGES.nameRequired })
  @IsJsonType('string')
  name: string;
}

@ApiSchema({ name: 'WorkspaceRoleRequest' })
export class WorkspaceRoleDto {
  @ApiProperty({ enum: WORKSPACE_ROLES, description: ROLE_DESCRIPTION })
  @IsIn(WORKSPACE_ROLES, { message: WORKSPACE_MESSAGES.roleInvalid })
  @IsJsonType('string')
  role: WorkspaceRole;
}

@ApiSchema({ name: 'Workspace' })
export class WorkspaceSchema implements Workspace {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ maxLength: WORKSPACE_NAME_MAX, example: 'Shop floor' }) name!: string;
  @ApiProperty({ description: 'Your own workspace, made with your account: it has no other members and cannot be deleted.' }) personal!: boolean;
  @ApiProperty({ enum: WORKSPACE_ROLES, description: `Your role in it. ${ROLE_DESCRIPTION}` }) role!: WorkspaceRole;
}

@ApiSchema({ name: 'WorkspaceList' })
export class WorkspaceListSchema implements WorkspaceListResponse {
  @ApiProperty({ type: [WorkspaceSchema], description: 'Your personal workspace first, then the others by name.' }) workspaces!: WorkspaceSchema[];
}

@ApiSchema({ name: 'WorkspaceResponse' })
export class WorkspaceResponseSchema implements WorkspaceResponse {
  @ApiProperty({ type: WorkspaceSchema }) workspace!: WorkspaceSchema;
}

@ApiSchema({ name: 'WorkspaceMember' })
export class WorkspaceMemberSchema implements WorkspaceMember {
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() email!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ enum: WORKSPACE_ROLES, description: ROLE_DESCRIPTION }) role!: WorkspaceRole;
  @ApiProperty({ format: 'date-time' }) joinedAt!: string;
}

@ApiSchema({ name: 'WorkspaceMemberList' })
export class WorkspaceMemberListSchema implements WorkspaceMemberListResponse {
  @ApiProperty({ type: [WorkspaceMemberSchema], description: 'Admins first, then by username.' }) members!: WorkspaceMemberSchema[];
}

@ApiSchema({ name: 'WorkspaceMemberResponse' })
export class WorkspaceMemberResponseSchema implements WorkspaceMemberResponse {
  @ApiProperty({ type: WorkspaceMemberSchema }) member!: WorkspaceMemberSchema;
}
