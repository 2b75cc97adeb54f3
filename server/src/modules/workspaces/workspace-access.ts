import { Injectable } from '@nestjs/common';
import { WORKSPACE_MESSAGES, roleIncludes, roleNeededMessage, type WorkspaceRole } from '@ticklist/contracts';
import { fieldErrors, forbidden, notFound } from '../../common/domain-error';
import type { Caller } from './checklist-access';
import { isUuid } from '../../common/uuid';
import { WorkspacesRepository, type MemberWorkspaceRow } from './workspaces.repository';

/**
 * The access check of the workspace routes: the workspace as the caller sees it when they hold at
 * least `minimum` there; not a member (or no such workspace): 404; below the role: 403 naming it.
 */
@Injectable()
export class WorkspaceAccess {
  constructor(private readonly workspaces: WorkspacesRepository) {}

  async require(userId: string, workspaceId: string, minimum: WorkspaceRole, tokenWorkspaceId?: string): Promise<MemberWorkspaceRow> {
    const workspace = isUuid(workspaceId) ? await this.workspaces.forMember(userId, workspaceId.toLowerCase()) : null;
    if (!workspace || (tokenWorkspaceId && tokenWorkspaceId !== workspace.id)) throw notFound(WORKSPACE_MESSAGES.notFound);
    if (!roleIncludes(workspace.role, minimum)) throw forbidden(roleNeededMessage(minimum));
    return workspace;
  }

  /**
   * The workspace a body or query field names (`workspaceId`), checked for `minimum`; absent: the
   * caller's personal one (or the one their token is limited to), so a call that names none does
   * what it did before workspaces. Not a uuid string: 422 keyed `workspaceId`.
   */
  async named(caller: Caller, value: unknown, minimum: WorkspaceRole): Promise<string> {
    if (value === undefined || value === null) return caller.tokenWorkspaceId ?? (await this.workspaces.personalOf(caller.userId));
    if (typeof value !== 'string' || !isUuid(value)) throw fieldErrors({ workspaceId: WORKSPACE_MESSAGES.workspaceIdInvalid });
    return (await this.require(caller.userId, value, minimum, caller.tokenWorkspaceId)).id;
  }
}
