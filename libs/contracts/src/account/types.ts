export interface NotificationSettings {
  emailNotifications: boolean;
  pushNotifications: boolean;
  shareNotifications: boolean;
  applicationUpdates: boolean;
  /** The owner's mails to recipients (invitation, reminder, nudge) carry `Reply-To:` the owner's address (issue 48). */
  replyToOwner: boolean;
}

/** Defaults for a new account: mails that serve the product on, marketing-like updates off. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  pushNotifications: false,
  shareNotifications: true,
  applicationUpdates: false,
  replyToOwner: true,
};

export interface NotificationSettingsResponse {
  settings: NotificationSettings;
}

export interface DeletionStatistics {
  checklists: number;
  checklist_items: number;
  shares_created: number;
  shares_received: number;
  user_responses: number;
  responses_to_user_checklists: number;
}

/** A team workspace the account is a member of (issue 47): its checklists stay with the team when the account goes. */
export interface AccountMembership {
  workspaceId: string;
  name: string;
  role: import('../workspaces/types').WorkspaceRole;
}

export interface DeletionPreviewResponse {
  statistics: DeletionStatistics;
  /** Issue 47: the team workspaces the account is a member of. */
  memberships?: AccountMembership[];
}

/** GET /api/user/export-data (downloaded as export.json). The spec leaves the shape open. */
/** A message in the account export (issue 48). */
export interface ExportedMessage {
  author: import('../messages/types').MessageAuthor;
  text: string;
  itemId: string | null;
  createdAt: string;
}

/** A completion record in the account export (issue 48): as listed, with the signed record itself. */
export interface ExportedRecord {
  id: string;
  code: string;
  issuedAt: string;
  supersededBy: string | null;
  /** The record; the JWS payload is its RFC 8785 form. */
  record: Record<string, unknown>;
  jws: string;
}

export interface AccountExport {
  exportedAt: string;
  profile: {
    id: string;
    username: string;
    email: string;
    accountType: string;
    emailValidated: boolean;
    createdAt: string;
    lastActiveAt: string;
  };
  notificationSettings: NotificationSettings;
  /** How the account signs in (issue 49): whether an authenticator app is on; never a secret. */
  signIn?: { totp: boolean; passkeys: Array<{ name: string; createdAt: string; lastUsedAt: string | null }> };
  checklists: Array<{
    id: string;
    title: string;
    description: string | null;
    createdAt: string;
    updatedAt: string;
    items: Array<{ id: string; text: string; description: string | null; displayOrder: number }>;
    /** Shares made: each recipient's address and progress (never the recipient's notes). */
    shares: Array<{
      id: string;
      recipientEmail: string;
      sharedAt: string;
      completedItems: Array<{ itemId: string }>;
      /** Follow-through: the recipient's own due moment, and every reminder and nudge sent to them. */
      dueAt?: string | null;
      /** The zone of that moment; null or absent: UTC. */
      dueTimeZone?: string | null;
      reminders?: Array<{ kind: 'before' | 'overdue' | 'nudge'; sentAt: string }>;
      /** The recipient's activity record, oldest first (issue 18): what and when, never a note's text. */
      activity?: Array<{ kind: import('../recipients/types').ShareActivityKind; itemId: string | null; at: string }>;
      /** Issue 48: the messages with this recipient, oldest first; absent when none. */
      messages?: ExportedMessage[];
      /** Issue 48: the completion records of this recipient, oldest first; absent when none. */
      records?: ExportedRecord[];
      /** Issue 45: the recipient's runs of a recurring checklist, oldest first, each with its done items; absent when none. */
      runs?: ExportedRun[];
    }>;
  }>;
  /** Checklists others shared with this address, and this user's own responses to them. */
  sharedWithMe: Array<{
    shareId: string;
    sharedAt: string;
    sharedBy: { email: string };
    checklist: { id: string; title: string };
    /** Every response; `runId` (issue 45) names its run, absent for a checklist without runs. */
    responses: Array<{ itemId: string; itemText: string; complete: boolean; notes: string | null; updatedAt: string; runId?: string }>;
    /** Issue 48: the messages with the owner, oldest first; absent when none. */
    messages?: ExportedMessage[];
    /** Issue 48: this user's completion records of this share, oldest first; absent when none. */
    records?: ExportedRecord[];
    /** Issue 45: your runs of a recurring checklist, oldest first (their answers are in `responses`); absent when none. */
    runs?: ExportedRun[];
  }>;
  /** The owner's own templates (built-in ones are everyone's and left out). */
  templates?: Array<{ id: string; title: string; description: string | null; createdAt: string; items: Array<{ text: string; description: string | null; displayOrder: number }> }>;
  /** Issue 47: the team workspaces the account is a member of, with its role in each. */
  memberships?: AccountMembership[];
}

/** One run of a recurring checklist in the account export (issue 45); `completedItems` only for the owner's side. */
export interface ExportedRun {
  id: string;
  occurrenceId: string;
  startsAt: string;
  dueAt: string | null;
  status: import('../schedules/types').RunStatus;
  completedAt: string | null;
  completedItems?: Array<{ itemId: string }>;
}
