import { Body, Param } from '@nestjs/common';
import type { WorkspaceMemberListResponse, WorkspaceMemberResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { WorkspaceMemberListSchema, WorkspaceMemberResponseSchema, WorkspaceRoleDto } from './dto/workspace.schemas';
import { toWorkspaceMember } from './workspace.mapper';
import { WorkspaceMembersService } from './workspace-members.service';

const LAST_ADMIN = 'The workspace\'s last admin: make another member admin first.';

/** A workspace's members and their roles (issue 47): admins manage them. */
@OwnerController('Workspaces', 'workspaces')
export class WorkspaceMembersController {
  constructor(private readonly members: WorkspaceMembersService) {}

  @Endpoint.get(':id/members', {
    operationId: 'listWorkspaceMembers', summary: 'List a workspace\'s members', answer: WorkspaceMemberListSchema, errors: [403, 404],
    description: 'Admins only (403 for other members).',
  })
  async list(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<WorkspaceMemberListResponse> {
    return { members: (await this.members.list(user.id, id)).map(toWorkspaceMember) };
  }

  @Endpoint.patch(':id/members/:userId', {
    operationId: 'setWorkspaceMemberRole', summary: 'Change a member\'s role', answer: WorkspaceMemberResponseSchema, errors: [403, 404, 422],
    errorsHere: { 409: LAST_ADMIN },
    description: 'Admins only (403 for other members). The new role applies to the member\'s next request.',
  })
  async setRole(@CurrentUser() user: UserEntity, @Param('id') id: string, @Param('userId') userId: string, @Body() body: WorkspaceRoleDto): Promise<WorkspaceMemberResponse> {
    return { member: toWorkspaceMember(await this.members.setRole(user.id, id, userId, body.role)) };
  }

  @Endpoint.delete(':id/members/:userId', {
    operationId: 'removeWorkspaceMember', summary: 'Remove a member, or leave', noContent: 'Removed: their access ended at once, open sockets included.', errors: [403, 404],
    errorsHere: { 409: LAST_ADMIN },
    description: 'An admin removes anyone; any member may remove themselves (leave).',
  })
  async remove(@CurrentUser() user: UserEntity, @Param('id') id: string, @Param('userId') userId: string): Promise<void> {
    await this.members.remove(user.id, id, userId);
  }
}
