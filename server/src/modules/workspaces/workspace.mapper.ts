import type { Workspace, WorkspaceMember } from '@ticklist/contracts';
import type { MemberRow } from './workspace-members.repository';
import type { MemberWorkspaceRow } from './workspaces.repository';

export const toWorkspace = (row: MemberWorkspaceRow): Workspace => ({ id: row.id, name: row.name, personal: row.personal, role: row.role });

export const toWorkspaceMember = (row: MemberRow): WorkspaceMember => ({
  userId: row.userId,
  email: row.email,
  username: row.username,
  role: row.role,
  joinedAt: new Date(row.joinedAt).toISOString(),
});
