import { GUEST_PAGE_TEXTS } from '../guest/texts';

/**
 * Texts of link control's confirmations, the revoked state, the inactive guest page and the item
 * insight view (issue 18), beside RECIPIENT_UI_TEXTS (the issue's own words).
 */
export const RECIPIENT_CONTROL_TEXTS = {
  revokedBadge: 'Access revoked',
  revokeTitle: (email: string) => `Revoke access for ${email}?`,
  revokeBody: 'Their link stops working at once and open pages are closed. Their progress is kept; "Send a new link" gives access back.',
  revokeConfirm: 'Revoke access',
  revoking: 'Revoking…',
  revokeFailed: 'Access could not be revoked. Try again.',
  revokedDone: (email: string) => `Access revoked for ${email}.`,
  /** "Send a new link" is confirmed like Revoke and Remove (issue 44): it ends the current link at once. */
  renewTitle: (email: string) => `Send a new link to ${email}?`,
  renewBody: 'Their current link stops working at once and open pages are closed. A new link is mailed to them; their progress is kept.',
  renewConfirm: 'Send a new link',
  renewing: 'Sending…',
  renewFailed: 'The new link could not be sent. Try again.',
  renewedDone: (email: string) => `A new link was sent to ${email}.`,
  removeTitle: (email: string) => `Remove ${email}?`,
  removeBody: (email: string) => `${email} and their progress on this checklist are deleted, and their link stops working. This cannot be undone.`,
  removeConfirm: 'Remove recipient',
  removing: 'Removing…',
  removeFailed: 'The recipient could not be removed. Try again.',
  removedDone: (email: string) => `${email} was removed.`,
  cancel: 'Cancel',
  linkInactiveTitle: GUEST_PAGE_TEXTS.linkInactiveTitle,
  // Item insight
  insight: 'Item insight',
  insightOf: (title: string) => `Item insight: ${title}`,
  insightLoading: 'Loading item insight…',
  insightFailed: 'Item insight could not be loaded.',
  insightDone: (done: number, of: number) => `${done} of ${of} done`,
  insightMedian: (duration: string) => `median ${duration} after opening`,
  insightNoneYet: 'nobody yet',
  /** Above the opened insight (issue 44: the list had no heading or explanation). */
  insightHeading: 'How each item is going',
  insightExplanation:
    "For each item: how many recipients have done it, and the median time from opening their link to ticking it. 'Where people get stuck' marks the items most often left undone.",
} as const;
