import { WORKSPACE_NAME_MAX, type WorkspaceRole } from './types';

/** Texts of workspaces (issue 47), in the spec's voice. */
export const WORKSPACE_MESSAGES = {
  notFound: 'Workspace not found',
  memberNotFound: 'Member not found',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${WORKSPACE_NAME_MAX} characters`,
  roleInvalid: 'Role must be admin, editor, reviewer or viewer',
  personalNotDeletable: 'Your personal workspace cannot be deleted',
  personalNoMembers: 'Your personal workspace has no other members',
  lastAdmin: 'A workspace needs an admin: make another member admin first',
  workspaceIdInvalid: 'Choose one of your workspaces',
} as const;

/** The 403 of a member whose role may see but not do: it names the role needed. */
export function roleNeededMessage(role: WorkspaceRole): string {
  return `This needs the ${role} role in this workspace`;
}
