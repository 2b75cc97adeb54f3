/** Texts of recipient control (issue 18), in the spec's voice. One source for server and client. */
export const RECIPIENT_MESSAGES = {
  // API answers
  /** The 410 of a revoked or replaced link, on the guest page and its saves. */
  linkInactive: (ownerEmail: string) => `This link is no longer active. Ask ${ownerEmail} for a new one.`,
  revoked: 'Access revoked',
  renewed: 'A new link was sent',
  resent: 'The invitation was sent again',
  resendRevoked: 'This link is revoked: send a new link instead',
  /** 409: the link of a revoked recipient is not handed out. */
  linkRevoked: 'This link is revoked: send a new link instead',
  linkRemoved: 'This recipient was removed: share the checklist with them again instead',
} as const;

/** Texts of the recipient row, its timeline and the insight view (issue 18). The words, to the letter. */
export const RECIPIENT_UI_TEXTS = {
  deliveryQueued: 'Queued',
  deliverySent: 'Sent',
  deliveryFailed: 'Failed',
  resend: 'Resend',
  notOpenedYet: 'Not opened yet',
  /** "Opened 2 h ago": the ago part is formatted by the client. */
  opened: (ago: string) => `Opened ${ago}`,
  viewingNow: 'Viewing now',
  lastSeenJustNow: 'Last seen just now',
  lastSeen: (ago: string) => `Last seen ${ago}`,
  whereStuck: 'Where people get stuck',
  revokeAccess: 'Revoke access',
  sendNewLink: 'Send a new link',
  removeRecipient: 'Remove recipient',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyLinkFailed: 'The link could not be copied',
  activity: 'Activity',
  activityLoadMore: 'Show older activity',
} as const;

/** One line per activity kind on the timeline. Never a note's text. */
export const ACTIVITY_TEXTS = {
  opened: 'Opened the link',
  item_ticked: (item: string) => `Ticked “${item}”`,
  item_unticked: (item: string) => `Unticked “${item}”`,
  note_saved: (item: string) => `Saved a note on “${item}”`,
  reminder_sent: 'Reminder sent',
  nudge_sent: 'Nudge sent',
  link_revoked: 'Link revoked',
  link_renewed: 'New link sent',
  invitation_failed: 'Invitation failed',
  link_read: 'Personal link copied',
  deletedItem: 'a deleted item',
} as const;
