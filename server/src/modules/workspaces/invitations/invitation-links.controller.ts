import { Controller, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { InvitationPreview } from '@ticklist/contracts';
import { ApiOwnerAuth } from '../../../common/openapi/api-auth.decorator';
import { Endpoint } from '../../../common/openapi/endpoint.decorator';
import { AuthGuard, CurrentUser } from '../../auth/session/auth.guard';
import type { UserEntity } from '../../users/user.entity';
import { toWorkspace } from '../workspace.mapper';
import { WorkspacesRepository } from '../workspaces.repository';
import { AcceptedInvitationSchema, InvitationPreviewSchema } from './invitation.schemas';
import { WorkspaceInvitationsService } from './workspace-invitations.service';

/** An invitation's link (issue 47): what it offers, to anyone holding it; accepting, to the invited address signed in. */
@ApiTags('Workspaces')
@Controller('invitations')
export class InvitationLinksController {
  constructor(
    private readonly invitations: WorkspaceInvitationsService,
    private readonly workspaces: WorkspacesRepository,
  ) {}

  @Endpoint.get(':token', {
    operationId: 'getInvitation', summary: 'What an invitation link offers', answer: InvitationPreviewSchema, errors: [404],
    description: 'The workspace\'s name, the role and the invited address. An unknown, withdrawn, accepted or expired link: 404 `{ message }`.',
  })
  async preview(@Param('token') token: string): Promise<InvitationPreview> {
    const invitation = await this.invitations.preview(token);
    return { workspace: { name: invitation.workspaceName }, role: invitation.role, email: invitation.email };
  }

  @Endpoint.post(':token/accept', {
    operationId: 'acceptInvitation', summary: 'Join the workspace an invitation offers', answer: AcceptedInvitationSchema, errors: [401, 404],
    errorsHere: { 403: 'Signed in with another address than the one invited.' },
    description: 'Signed in with the invited address: joins with the invited role (a member already keeps their role) and, the link proving the address, verifies it.',
  })
  @ApiOwnerAuth()
  @UseGuards(AuthGuard)
  async accept(@CurrentUser() user: UserEntity, @Param('token') token: string): Promise<AcceptedInvitationSchema> {
    const workspaceId = await this.invitations.accept(user, token);
    return { workspace: toWorkspace((await this.workspaces.forMember(user.id, workspaceId))!) };
  }
}
