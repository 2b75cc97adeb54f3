import { Module } from '@nestjs/common';
import { SessionModule } from '../auth/session/session.module';
import { WorkspaceMembersController } from './workspace-members.controller';
import { WorkspaceMembersRepository } from './workspace-members.repository';
import { WorkspaceMembersService } from './workspace-members.service';
import { WorkspacesController } from './workspaces.controller';
import { WorkspacesDataModule } from './workspaces-data.module';
import { WorkspacesService } from './workspaces.service';

/** Workspaces, members and roles (`/api/workspaces`). */
@Module({
  imports: [SessionModule, WorkspacesDataModule],
  controllers: [WorkspacesController, WorkspaceMembersController],
  providers: [WorkspacesService, WorkspaceMembersRepository, WorkspaceMembersService],
})
export class WorkspacesModule {}
