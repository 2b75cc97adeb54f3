import { GUEST_PAGE_TEXTS } from '../guest/texts';

/** Texts of follow-through (issue 17), in the spec's voice. One source for server and client. */
export const FOLLOW_UP_MESSAGES = {
  // API answers
  dueAtInvalid: 'Due date must be a date and time (ISO 8601) or null',
  dueTimeZoneInvalid: 'Time zone must be an IANA time zone name, such as America/New_York, or null',
  remindersInvalid: 'Reminders must be an object with beforeDueDays, overdueEveryDays and overdueMax',
  reminderRuleInvalid: (rule: string, min: number, max: number) => `${rule} must be a whole number from ${min} to ${max}, or null`,
  nudgeMessageTooLong: (max: number) => `Message must be at most ${max} characters long`,
  shareNotFound: 'Share not found',
  nudgeTooSoon: (when: string) => `This recipient was reminded recently; the next nudge is possible ${when}`,
  nudgeNotPending: 'This recipient has already completed every item',
  nudgeNoMail: 'This recipient does not receive e-mails from Ticklist',
  nudgeNoDue: 'Nothing to nudge about',

  // guest page
  dueOn: GUEST_PAGE_TEXTS.dueOn,
  overdueSince: GUEST_PAGE_TEXTS.overdueSince,

  // owner side
  dueBadge: (date: string) => `Due ${date}`,
  overdueBadge: 'Overdue',
  someoneOverdue: (n: number) => `${n} overdue`,
  dueHeading: 'Due date and reminders',
  dueAtLabel: 'Due date (optional)',
  dueAtHint: 'Recipients see it on their page and get reminders while they still have items to do.',
  clearDueAt: 'Remove due date',
  remindersLegend: 'Reminders',
  beforeDueLabel: 'Remind before the due date',
  // Said in full (issue 44: "Every (days)" and "At most (times)" were cryptic).
  beforeDueDaysLabel: 'Days before the due date',
  overdueLabel: 'Remind when overdue',
  overdueEveryDaysLabel: 'Days between reminders',
  overdueMaxLabel: 'Reminders at most',
  recipientDueAtLabel: (email: string) => `Due date for ${email}`,
  recipientDueAtHint: 'Leave empty to use the checklist’s due date.',
  saveDueAt: 'Save due date',
  nudge: 'Nudge',
  nudgeRecipient: (email: string) => `Nudge ${email}`,
  nudgeAllPending: 'Nudge all pending',
  /** The card's button with how many it would mail now (issue 44). */
  nudgeAllPendingCount: (n: number) => `Nudge all pending (${n})`,
  nudgeAllWho: (n: number) => `A nudge goes to ${n} recipient${n === 1 ? '' : 's'} with items left.`,
  nudgeAllNoneNow: 'Nobody to nudge now: everyone with items left was invited, nudged or reminded within the last day.',
  nudgeMessageLabel: 'Message (optional)',
  nudgeMessagePlaceholder: 'A short line from you, added to the e-mail',
  sendNudge: 'Send nudge',
  nudgeSent: (email: string) => `Nudge sent to ${email}`,
  nudgedAll: (nudged: number, skipped: number) =>
    `${nudged} recipient${nudged === 1 ? '' : 's'} nudged` + (skipped ? `, ${skipped} skipped` : ''),
  /** Beside a recipient's Nudge while the once-a-day rule holds (the invitation counts as a nudge, issue 44). */
  nextNudgeAt: (when: string) => `Nudge possible at ${when}`,
  remindedSummary: (count: number, date: string) => `Reminded ${count}×, last on ${date}`,
  filterOverdue: 'Overdue',
  /** The dashboard filter's first button (issue 44: closed checklists aside, so it reads "Open"); WORKFLOW_MESSAGES.filters.all. */
  filterAll: 'Open',
  filterLabel: 'Show checklists',
  noneOverdue: 'Nobody is overdue on any of your checklists.',
  reminderRuleRange: (min: number, max: number) => `Enter a whole number from ${min} to ${max}`,
  dueAtIncomplete: 'Enter a full date and time, or remove the due date',
  editRecipientDueAt: 'Due date',
  ownDueAt: 'own date',
  dueAtSaved: (email: string) => `Due date saved for ${email}`,
  cancel: 'Cancel',
  sending: 'Sending…',
  savingDueAt: 'Saving…',

  // reminder and nudge mails
  reminderSubject: (title: string) => `Reminder: ${title}`,
  nudgeSubject: (ownerEmail: string, title: string) => `${ownerEmail} is waiting on "${title}"`,
  mailProgress: (done: number, total: number) => `${done} of ${total} done`,
  mailDueOn: (when: string) => `Due ${when}.`,
  mailOverdueSince: (when: string) => `Overdue since ${when}.`,
  mailReminderIntro: (ownerEmail: string, title: string) => `This is a reminder about the checklist "${title}" that ${ownerEmail} shared with you.`,
  mailNudgeIntro: (ownerEmail: string, title: string) => `${ownerEmail} sent you a nudge about the checklist "${title}".`,
  mailOwnerSays: (ownerEmail: string, message: string) => `${ownerEmail} writes: “${message}”`,
  mailAction: 'Open your checklist',
} as const;
