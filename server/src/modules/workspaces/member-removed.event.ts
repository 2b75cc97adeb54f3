/** A member left or was removed from a workspace: their sockets leave its checklists' rooms (emitted after the commit). */
export const MEMBER_REMOVED = 'workspace.member-removed';

export interface MemberRemovedEvent {
  workspaceId: string;
  userId: string;
  /** The workspace's checklists, whose rooms their sockets leave. */
  checklistIds: string[];
}
