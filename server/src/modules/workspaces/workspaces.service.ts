import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WORKSPACE_MESSAGES } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';
import { WorkspaceAccess } from './workspace-access';
import { WorkspacesRepository, type MemberWorkspaceRow } from './workspaces.repository';

/** Workspaces as their members see them: list, create, rename, delete. */
@Injectable()
export class WorkspacesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly workspaces: WorkspacesRepository,
    private readonly access: WorkspaceAccess,
  ) {}

  async list(userId: string): Promise<MemberWorkspaceRow[]> {
    // An account made before its personal workspace could be (another sign-up path) gets it now.
    await this.workspaces.personalOf(userId);
    return this.workspaces.ofMember(userId);
  }

  async create(userId: string, name: string): Promise<MemberWorkspaceRow> {
    const id = await this.dataSource.transaction((m) => this.workspaces.insertTeam(name, userId, m));
    return (await this.workspaces.forMember(userId, id))!;
  }

  async rename(userId: string, id: string, name: string): Promise<MemberWorkspaceRow> {
    const workspace = await this.access.require(userId, id, 'admin');
    await this.workspaces.rename(workspace.id, name);
    return { ...workspace, name };
  }

  /** Deletes a team workspace with its checklists; the personal one stays (409). */
  async delete(userId: string, id: string): Promise<void> {
    const workspace = await this.access.require(userId, id, 'admin');
    if (workspace.personal || !(await this.workspaces.deleteTeam(workspace.id))) throw new DomainError('conflict', WORKSPACE_MESSAGES.personalNotDeletable);
  }
}
