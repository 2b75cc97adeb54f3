import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { MailModule } from '../mail/mail.module';
import { SessionModule } from '../auth/session/session.module';
import { InvitationLinksController } from './invitations/invitation-links.controller';
import { InvitationMailService } from './invitations/invitation-mail.service';
import { WorkspaceInvitationsController } from './invitations/workspace-invitations.controller';
import { WorkspaceInvitationsService } from './invitations/workspace-invitations.service';
import { ChecklistsDataModule } from '../checklists/checklists-data.module';
import { ChecklistsModule } from '../checklists/checklists.module';
import { AuditPruneJob } from './audit/audit-prune.job';
import { WorkspaceAuditController } from './audit/workspace-audit.controller';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { ClockModule } from '../../common/clock/clock.module';
import { ChecklistTransferController } from './checklist-transfer.controller';
import { ChecklistTransferService } from './checklist-transfer.service';
import { WorkspaceMembersController } from './workspace-members.controller';
import { WorkspaceMembersService } from './workspace-members.service';
import { WorkspacesController } from './workspaces.controller';
import { WorkspacesDataModule } from './workspaces-data.module';
import { WorkspacesService } from './workspaces.service';

/** Workspaces, members and roles (`/api/workspaces`). */
@Module({
  imports: [SessionModule, MailModule, RateLimitModule, WorkspacesDataModule, ChecklistsDataModule, ChecklistsModule, SchedulerModule, ClockModule],
  controllers: [WorkspacesController, WorkspaceMembersController, ChecklistTransferController, WorkspaceInvitationsController, InvitationLinksController, WorkspaceAuditController],
  providers: [InvitationMailService, WorkspaceInvitationsService, ChecklistTransferService, WorkspacesService, WorkspaceMembersService, AuditPruneJob],
})
export class WorkspacesModule {}
