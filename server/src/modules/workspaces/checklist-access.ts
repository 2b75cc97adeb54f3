import { Injectable } from '@nestjs/common';
import { CHECKLIST_MESSAGES, roleIncludes, roleNeededMessage, type WorkspaceRole } from '@ticklist/contracts';
import { forbidden, notFound } from '../../common/domain-error';
import { ChecklistAccessRepository } from './checklist-access.repository';

/** Who is asking: the user, and the one workspace their personal access token is limited to (none for a session). */
export interface Caller {
  userId: string;
  tokenWorkspaceId?: string;
}

/** What a caller may reach of a checklist. `ownerId`: the checklist's owner, the key its data is kept under. */
export interface ChecklistGrant {
  checklistId: string;
  ownerId: string;
  workspaceId: string;
  role: WorkspaceRole;
}

/**
 * The one access check of every checklist-scoped route and socket room (issue 47): the checklist,
 * when the caller is a member of its workspace with at least `minimum`. Not a member (or a token
 * limited to another workspace, or no such checklist): 404 'Checklist not found', as another
 * owner's checklist always was. A member below the role: 403 naming the role needed.
 */
@Injectable()
export class ChecklistAccess {
  constructor(private readonly places: ChecklistAccessRepository) {}

  async require(caller: Caller, checklistId: string, minimum: WorkspaceRole): Promise<ChecklistGrant> {
    const grant = await this.find(caller, checklistId);
    if (!grant) throw notFound(CHECKLIST_MESSAGES.notFound);
    if (!roleIncludes(grant.role, minimum)) throw forbidden(roleNeededMessage(minimum));
    return grant;
  }

  /** The caller's grant on the checklist, whatever their role; null when they may not see it at all. */
  async find(caller: Caller, checklistId: string): Promise<ChecklistGrant | null> {
    const place = await this.places.place(checklistId, caller.userId);
    if (!place?.role) return null;
    if (caller.tokenWorkspaceId && caller.tokenWorkspaceId !== place.workspaceId) return null;
    return { checklistId, ownerId: place.ownerId, workspaceId: place.workspaceId, role: place.role };
  }
}
