/** Workspaces (issue 47): who may do what with the checklists they share. */

/** Roles, each including those after it: admin ⊃ editor ⊃ reviewer ⊃ viewer. */
export const WORKSPACE_ROLES = ['admin', 'editor', 'reviewer', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** Whether `role` includes everything `needed` may do. */
export function roleIncludes(role: WorkspaceRole, needed: WorkspaceRole): boolean {
  return WORKSPACE_ROLES.indexOf(role) <= WORKSPACE_ROLES.indexOf(needed);
}

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return typeof value === 'string' && (WORKSPACE_ROLES as readonly string[]).includes(value);
}

export const WORKSPACE_NAME_MAX = 100;

export interface Workspace {
  id: string;
  name: string;
  /** The account's own workspace, made with it; it cannot be deleted or joined. */
  personal: boolean;
  /** The caller's role in it. */
  role: WorkspaceRole;
}

/** `GET /api/workspaces`: the personal workspace first, then the others by name. */
export interface WorkspaceListResponse {
  workspaces: Workspace[];
}

/** `POST /api/workspaces` → 201, `PATCH /api/workspaces/{id}` → 200. */
export interface WorkspaceResponse {
  workspace: Workspace;
}

export interface WorkspaceMember {
  userId: string;
  email: string;
  username: string;
  role: WorkspaceRole;
  joinedAt: string;
}

export interface WorkspaceMemberListResponse {
  members: WorkspaceMember[];
}

export interface WorkspaceMemberResponse {
  member: WorkspaceMember;
}

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
/** Invitations a workspace may send a day. */
export const INVITATIONS_PER_WORKSPACE_PER_DAY = 100;

/** An invitation as the workspace's admins see it (never its link). */
export interface WorkspaceInvitation {
  id: string;
  email: string;
  role: WorkspaceRole;
  createdAt: string;
  expiresAt: string;
}

/** `GET /api/invitations/{token}`: what the link offers. */
export interface InvitationPreview {
  workspace: { name: string };
  role: WorkspaceRole;
  email: string;
}

/** How the audit log names an actor who is no longer a member of the workspace (issue 47). */
export const AUDIT_FORMER_MEMBER = 'Former member';
/** Days an account's address stays on its audit entries after the account's deletion. */
export const AUDIT_FORMER_MEMBER_DAYS = 30;
