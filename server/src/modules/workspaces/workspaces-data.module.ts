import { Module } from '@nestjs/common';
import { ChecklistAccess } from './checklist-access';
import { ChecklistAccessRepository } from './checklist-access.repository';
import { WorkspaceAccess } from './workspace-access';
import { WorkspacesRepository } from './workspaces.repository';

/** The data side of workspaces, and the access check every checklist-scoped route and room goes through. */
@Module({
  providers: [WorkspacesRepository, ChecklistAccessRepository, ChecklistAccess, WorkspaceAccess],
  exports: [WorkspacesRepository, ChecklistAccess, WorkspaceAccess],
})
export class WorkspacesDataModule {}
