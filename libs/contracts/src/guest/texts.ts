/**
 * The guest page's own words, apart from the owner-side message objects that also hold them, so
 * the guest page's first load carries only these (issue 22's weight budget). The owner-side
 * objects refer to these: one source for each text.
 */
export const GUEST_PAGE_TEXTS = {
  /** The guest page of a revoked or replaced link (its message is the 410's). */
  linkInactiveTitle: 'This link is no longer active',
  /** A link that leads nowhere (404): the checklist was deleted, or this recipient removed from it (issue 44). */
  linkGone: 'This link does not lead to a checklist: its owner may have deleted the checklist or removed you from it, or the link is incomplete. Ask whoever shared it with you if you still need it.',
  dueOn: (date: string) => `Due ${date}`,
  overdueSince: (date: string) => `Overdue since ${date}`,
  closedByOwner: (date: string) => `Closed by its owner on ${date}`,
  /** Under it (issue 44): what closed means for this page, instead of the auto-save tip. */
  /** Read with the Notes button of an item whose note holds text (its dot is not seen by screen readers). */
  hasNote: 'has a note',
  /** Under the notes box (issue 48): notes stay private, unlike a message to the owner. */
  notesPrivate: 'Only you see these',
  closedReadOnly: 'You can still see your progress, but you can no longer change it.',
} as const;
