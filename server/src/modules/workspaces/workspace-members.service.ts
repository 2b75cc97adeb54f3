import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource, type EntityManager } from 'typeorm';
import { WORKSPACE_MESSAGES, type WorkspaceRole } from '@ticklist/contracts';
import { DomainError, notFound } from '../../common/domain-error';
import { isUuid } from '../../common/uuid';
import { WorkspaceAccess } from './workspace-access';
import { WorkspaceMembersRepository, type MemberRow } from './workspace-members.repository';
import { WorkspacesRepository } from './workspaces.repository';
import { MEMBER_REMOVED, type MemberRemovedEvent } from './member-removed.event';

/** A workspace's members and their roles; a workspace always keeps an admin (409 otherwise). */
@Injectable()
export class WorkspaceMembersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly members: WorkspaceMembersRepository,
    private readonly access: WorkspaceAccess,
    private readonly events: EventEmitter2,
    private readonly workspaces: WorkspacesRepository,
  ) {}

  async list(userId: string, workspaceId: string): Promise<MemberRow[]> {
    const workspace = await this.access.require(userId, workspaceId, 'admin');
    return this.members.list(workspace.id);
  }

  async setRole(userId: string, workspaceId: string, memberId: string, role: WorkspaceRole): Promise<MemberRow> {
    const workspace = await this.access.require(userId, workspaceId, 'admin');
    return this.dataSource.transaction(async (m) => {
      const member = await this.lockedMember(workspace.id, memberId, m);
      if (member.role === 'admin' && role !== 'admin') await this.keepAnAdmin(workspace.id, m);
      await this.members.setRole(workspace.id, member.userId, role, m);
      return { ...member, role };
    });
  }

  /** An admin removes a member; any member may leave (remove themselves). Their access ends at once. */
  async remove(userId: string, workspaceId: string, memberId: string): Promise<void> {
    const leaving = isUuid(memberId) && memberId.toLowerCase() === userId;
    const workspace = await this.access.require(userId, workspaceId, leaving ? 'viewer' : 'admin');
    await this.dataSource.transaction(async (m) => {
      const member = await this.lockedMember(workspace.id, memberId, m);
      if (member.role === 'admin') await this.keepAnAdmin(workspace.id, m);
      await this.members.remove(workspace.id, member.userId, m);
    });
    const checklistIds = await this.workspaces.checklistIds(workspace.id);
    await this.events.emitAsync(MEMBER_REMOVED, { workspaceId: workspace.id, userId: memberId.toLowerCase(), checklistIds } satisfies MemberRemovedEvent);
  }

  private async lockedMember(workspaceId: string, memberId: string, m: EntityManager): Promise<MemberRow> {
    await this.members.lockWorkspace(workspaceId, m);
    const member = isUuid(memberId) ? await this.members.find(workspaceId, memberId.toLowerCase(), m) : null;
    if (!member) throw notFound(WORKSPACE_MESSAGES.memberNotFound);
    return member;
  }

  private async keepAnAdmin(workspaceId: string, m: EntityManager): Promise<void> {
    if ((await this.members.countAdmins(workspaceId, m)) <= 1) throw new DomainError('conflict', WORKSPACE_MESSAGES.lastAdmin);
  }
}
