import { Body, Param } from '@nestjs/common';
import { Endpoint } from '../../../common/openapi/endpoint.decorator';
import { CurrentUser } from '../../auth/session/auth.guard';
import { OwnerController } from '../../auth/session/owner-controller.decorator';
import type { UserEntity } from '../../users/user.entity';
import { CreateInvitationDto, WorkspaceInvitationListSchema, WorkspaceInvitationResponseSchema, WorkspaceInvitationSchema } from './invitation.schemas';
import { WorkspaceInvitationsService } from './workspace-invitations.service';
import type { InvitationRow } from './workspace-invitations.repository';

const toInvitation = (row: InvitationRow): WorkspaceInvitationSchema => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: new Date(row.createdAt).toISOString(),
  expiresAt: new Date(row.expiresAt).toISOString(),
});

/** A team workspace's invitations (issue 47): admins send, list and withdraw them. */
@OwnerController('Workspaces', 'workspaces')
export class WorkspaceInvitationsController {
  constructor(private readonly invitations: WorkspaceInvitationsService) {}

  @Endpoint.post(':id/invitations', {
    operationId: 'inviteToWorkspace', summary: 'Invite someone by e-mail', answer: WorkspaceInvitationResponseSchema, status: 201, errors: [403, 404, 422, 429],
    description: 'Mails a link to join with the given role, valid 7 days (inviting the address again sends a new link and voids the old one). '
      + 'Admins only; not in a personal workspace (403). 100 invitations per workspace per day (429). An address that is a member already: 422 keyed `email`.',
  })
  async invite(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body() body: CreateInvitationDto): Promise<WorkspaceInvitationResponseSchema> {
    return { invitation: toInvitation(await this.invitations.invite(user.id, id, body.email, body.role)) };
  }

  @Endpoint.get(':id/invitations', {
    operationId: 'listWorkspaceInvitations', summary: 'List the invitations still open', answer: WorkspaceInvitationListSchema, errors: [403, 404],
    description: 'Admins only. Never the links themselves.',
  })
  async list(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<WorkspaceInvitationListSchema> {
    return { invitations: (await this.invitations.list(user.id, id)).map(toInvitation) };
  }

  @Endpoint.delete(':id/invitations/:invitationId', {
    operationId: 'withdrawWorkspaceInvitation', summary: 'Withdraw an invitation', noContent: 'Withdrawn: its link stops working.', errors: [403, 404],
    description: 'Admins only.',
  })
  async withdraw(@CurrentUser() user: UserEntity, @Param('id') id: string, @Param('invitationId') invitationId: string): Promise<void> {
    await this.invitations.withdraw(user.id, id, invitationId);
  }
}
