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

/** Stale edits (issue 47, "No lost edits"). */
export const EDIT_CONFLICT_MESSAGES = {
  stale: 'Someone changed this checklist after you opened it: compare and choose what to keep',
  ifMatchInvalid: 'If-Match must be the checklist\'s version in quotes, as its ETag gave it',
  versionInvalid: 'Version must be a whole number',
} as const;

/** Invitations (issue 47). */
export const INVITATION_MESSAGES = {
  notFound: 'Invitation not found',
  /** The link is unknown, used or past its 7 days. */
  linkInvalid: 'This invitation link is not valid any more. Ask for a new one.',
  otherAddress: 'This invitation is for another e-mail address: sign in with the address it was sent to',
  emailInvalid: 'Enter a valid e-mail address',
  alreadyMember: 'This person is already a member',
  personalWorkspace: 'Your personal workspace is yours alone: create a team workspace to invite people',
  mailSubject: (workspace: string) => `You are invited to ${workspace} on Ticklist`,
  mailIntro: (inviter: string, workspace: string, role: string) => `${inviter} invited you to the workspace ${workspace} as ${role}.`,
  mailExpiry: 'The link works for 7 days.',
  mailAction: 'Join the workspace',
} as const;

/** Deleting an account that belongs to teams (issue 47). */
export const ACCOUNT_TEAM_MESSAGES = {
  lastAdmin: (workspace: string) => `Make another member admin first: you are the last admin of ${workspace}, which has other members`,
} as const;
