import { LIMITS } from '../common/constants';

export const SHARING_MESSAGES = {
  shareFailed: 'Failed to share checklist',
  shared: (n: number) => `Checklist shared with ${n} recipient${n === 1 ? '' : 's'}`,
  emailsRequired: 'At least one email address is required',
  emailInvalid: 'Please enter a valid email address',
  tooManyRecipients: `You can share with at most ${LIMITS.shareRecipientsMax} recipients at once`,
  unverifiedOwner: 'Please verify your email address before sharing checklists',
  /** Also what an owner reads when the address opted out of mails: that stays the recipient's business. */
  warningSendFailed: (email: string) => `The email to ${email} could not be sent yet; it will be retried`,
  consentRequired: 'Please confirm you have consent from all recipients',
  consentLabel: 'I confirm that I have the consent of all recipients to share this checklist with them',
  notShared: "This checklist hasn't been shared yet.",
  emailsMustBeList: 'Emails must be a list of email addresses',
  cannotShareWithSelf: 'You cannot share a checklist with yourself',

  // guest
  loadFailed: 'Failed to load checklist',
  shareNotFound: 'Checklist not found or link no longer valid',
  validationFailed: 'Validation failed',
  anErrorOccurred: 'An error occurred',
  itemNotInChecklist: 'Item not found in this checklist',
  valueMustBeBoolean: 'Value must be true or false',
  valueMustBeString: 'Value must be a string',
  notesTooLong: 'Notes must be at most 5000 characters long',
  keyInvalid: 'Key must be complete or notes',
  itemRequired: 'Item is required',
  loading: 'Loading your checklist',
  unableToLoad: 'Unable to load checklist',
  somethingWentWrong: 'Something went wrong',
  guestAccess: 'Guest Access',
  saving: 'Saving...',
  autoSaveEnabled: 'Auto-save enabled',
  notesLabel: 'Personal Notes (Optional)',
  notesPlaceholder: 'Add any notes about this task...',
  congratulations: "Congratulations! You've completed all items in this checklist. Great job!",
  progressSaved: 'Your progress has been automatically saved.',

  // share panel and shared progress (owner side)
  sharePanelTitle: 'Share checklist',
  recipientEmailLabel: 'Recipient e-mail',
  recipientEmailPlaceholder: 'name@example.com',
  addRecipient: 'Add',
  removeRecipient: (email: string) => `Remove ${email}`,
  recipientsLabel: 'Recipients',
  sendTo: (n: number) => `Send to ${n} recipient(s)`,
  sending: 'Sending...',
  close: 'Close',
  sharedProgress: 'Shared Progress',
  /** The Shared Progress region's name on a card (landmarks need distinct names). */
  sharedProgressOf: (title: string) => `Shared Progress: ${title}`,
  overall: 'Overall',
  notSharedHint: 'Click Share to send it to recipients by e-mail and follow their progress here.',
  sharedOn: (date: string) => `Shared ${date}`,
  completedOf: (done: number, total: number) => `${done}/${total} completed`,
  itemComplete: 'Complete',
  itemPending: 'Pending',

  // guest page and preview
  sharedBy: (email: string) => `Shared by ${email}`,
  /** The owner as a recipient sees them: their username (the Profile's name others see) beside the address. */
  ownerNamed: (email: string, name?: string | null) => (name ? `${name} (${email})` : email),
  sharedAtLabel: (date: string) => `Shared on ${date}`,
  guestTip: 'Your progress saves automatically. You can come back with this same link at any time.',
  backToHome: 'Back to Home',
  progressLabel: 'Progress',
  itemsCompleted: (done: number, total: number) => `${done} of ${total} items completed`,
  savedAt: (time: string) => `Saved ${time}`,
  help: 'Help',
  helpPrefix: 'Help:',
  showHelp: 'Show help',
  hideHelp: 'Hide help',
  notes: 'Notes',
  showNotes: 'Show notes',
  hideNotes: 'Hide notes',
  markComplete: (text: string) => `Mark "${text}" as complete`,
  tickFailed: 'Your change could not be saved. Please try again.',
  previewTitle: 'Preview Checklist',
  livePreview: 'Live Preview',
  previewTip: 'This is how others will see your checklist',
} as const;

/** The share invitation mail (server side). */
export const SHARE_MAIL = {
  subject: (ownerEmail: string, title: string) => `${ownerEmail} shared a checklist with you: ${title}`,
  intro: (ownerEmail: string, title: string) => `${ownerEmail} has shared the checklist "${title}" with you on Ticklist.`,
  howTo: 'Open your personal link to tick items off and add notes. No account is needed: your progress saves automatically, and you can reuse the same link later.',
  keepPrivate: 'This link is personal to you; please do not forward it.',
  action: 'Open checklist',
  /** In the mail of "Send a new link" (issue 44): the old link answers 410 from then on. */
  replacesEarlierLink: 'This is a new link: the one sent to you before no longer works.',
} as const;
