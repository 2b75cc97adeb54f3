import { Module } from '@nestjs/common';
import { ChecklistAccess } from './checklist-access';
import { ChecklistAccessRepository } from './checklist-access.repository';
import { UsersModule } from '../users/users.module';
import { AuditInterceptor } from './audit/audit.interceptor';
import { WorkspaceAuditRepository } from './audit/workspace-audit.repository';
import { InvitationSignUp } from './invitations/invitation-sign-up';
import { WorkspaceInvitationsRepository } from './invitations/workspace-invitations.repository';
import { WorkspaceAccess } from './workspace-access';
import { WorkspaceMembersRepository } from './workspace-members.repository';
import { WorkspacesRepository } from './workspaces.repository';
import { TeamHandover } from './team-handover';

/** The data side of workspaces, and the access check every checklist-scoped route and room goes through. */
@Module({
  imports: [UsersModule],
  providers: [WorkspacesRepository, ChecklistAccessRepository, ChecklistAccess, WorkspaceAccess, WorkspaceMembersRepository, WorkspaceInvitationsRepository, InvitationSignUp, WorkspaceAuditRepository, AuditInterceptor, TeamHandover],
  exports: [WorkspacesRepository, ChecklistAccess, WorkspaceAccess, WorkspaceMembersRepository, WorkspaceInvitationsRepository, InvitationSignUp, WorkspaceAuditRepository, AuditInterceptor, TeamHandover],
})
export class WorkspacesDataModule {}
