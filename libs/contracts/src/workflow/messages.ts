import { GUEST_PAGE_TEXTS } from '../guest/texts';

/** Texts of the owner's workflow (issue 19), in the spec's voice. One source for server and client. */
export const WORKFLOW_MESSAGES = {
  // API answers
  checklistClosed: (date: string) => `This checklist was closed by its owner on ${date}`,
  /** The same 409 on the owner's own routes (share, nudge), addressed to them (issue 44). */
  youClosed: (date: string) => `You closed this checklist on ${date}. Reopen it to share it or nudge its recipients.`,
  queryTooLong: (max: number) => `Search must be at most ${max} characters long`,

  // guest page
  closedByOwner: GUEST_PAGE_TEXTS.closedByOwner,

  // dashboard
  searchLabel: 'Search checklists',
  searchPlaceholder: 'Search by title',
  filterLabel: 'Show',
  /** The dashboard's filter (issue 44): the API's `all` (closed ones left out) reads "Open"; `any` is "Everything". */
  filters: { all: 'Open', in_progress: 'In progress', completed: 'Completed by everyone', overdue: 'Overdue', closed: 'Closed', any: 'Everything' },
  noMatches: 'No checklists match your search.',
  closedBadge: 'Closed',
  /** Under a closed checklist's title on the dashboard. */
  closedOn: (date: string) => `You closed this checklist on ${date}.`,
  /** Said on the dashboard once a checklist is closed: it leaves the "Open" list. */
  closedWhere: (title: string) => `"${title}" is closed. Find it under "Closed" or "Everything".`,

  // card actions
  duplicate: 'Duplicate',
  copySuffix: ' (copy)',
  saveAsTemplate: 'Save as template',
  /** Said on the dashboard after the create and edit forms (issue 44: nothing said so before). */
  checklistSaved: 'Checklist saved',
  checklistUpdated: 'Checklist updated',
  savedAsTemplate: (title: string) => `"${title}" saved as a template`,
  closeChecklist: 'Close checklist',
  closeConfirm: 'Recipients can still open their link and see their progress, but can no longer change it. No reminders are sent while it is closed.',
  reopen: 'Reopen',
  deleteChecklist: 'Delete checklist',
  deleteConfirm: (items: number, recipients: number) =>
    `This deletes the checklist, its ${items} item${items === 1 ? '' : 's'} and the progress of ${recipients} recipient${recipients === 1 ? '' : 's'}. Their links will stop working. This cannot be undone.`,
  deleted: (title: string) => `"${title}" was deleted`,
  moreActions: 'More actions',
  exportResults: 'Export results',
  printResults: 'Print results',

  // create
  startBlank: 'Start blank',
  startFromTemplate: 'Start from a template',
  builtInTemplates: 'Built-in templates',
  yourTemplates: 'Your templates',
  deleteTemplate: (title: string) => `Delete template ${title}`,
  deleteTemplateConfirm: (title: string) => `Delete the template "${title}"? Checklists made from it stay as they are.`,
  templatesLoadFailed: 'Templates could not be loaded. You can still start blank.',

  // shared by the confirmations
  cancel: 'Cancel',
  delete: 'Delete',
  deleting: 'Deleting...',
  working: 'Working...',
  actionFailed: 'That did not work. Please try again.',
  // unsaved changes (issue 44): asked before Cancel, Back or another template drops them
  discardTitle: 'Discard your changes?',
  replaceWithTemplate: 'Replace what you typed with this template?',
  discardBody: 'What you typed in this checklist has not been saved and will be lost.',
  discardConfirm: 'Discard changes',
  keepEditing: 'Keep editing',

  // paste to share
  pasteHint: 'Paste many addresses at once: commas, semicolons, new lines and "Name <address>" all work.',
  duplicatesDropped: (n: number) => `${n} duplicate address${n === 1 ? '' : 'es'} left out`,
  ownAddressDropped: 'Your own address was left out',
  /** Typed or pasted in the Share panel for someone who has the checklist already (issue 44). */
  alreadyHasChecklist: (email: string) => `${email} already has this checklist`,
  /** The Share panel of an owner whose address is not verified yet: said first, before anything is typed. */
  verifyBeforeSharing: 'Verify your e-mail address to share checklists. You can add recipients now; they are kept until you send.',
  resendVerification: 'Resend verification e-mail',
  tooManyPasted: (max: number) => `You can add at most ${max} recipients at once`,
  pasteTooLong: (max: number) => `That paste is too long: paste at most ${max} addresses at a time`,
  leftOut: 'Left out',
  alreadyInList: 'Already in the list',
  editRecipient: (text: string) => `Edit ${text}`,
  dismissLeftOut: (text: string) => `Dismiss ${text}`,
  fixInvalidFirst: 'Correct or remove the addresses marked invalid, then send again',
} as const;
