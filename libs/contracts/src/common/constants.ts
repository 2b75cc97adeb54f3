import { PASTE_RECIPIENTS_MAX } from '../workflow/types';

/** Business constants from the product spec, section 9. One source for server and client. */
export const STORAGE_KEYS = { token: 'auth_token', user: 'user' } as const;

export const PASSWORD_MIN_LENGTH = 12;
/** Upper bound keeps hashing cheap and bounded; well above the 64 characters users may need. */
export const PASSWORD_MAX_LENGTH = 256;
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const LANDING_ROTATION_MS = 4_000;
export const VERIFICATION_REDIRECT_MS = 2_000;
export const NOTES_AUTOSAVE_DEBOUNCE_MS = 1_000;
export const PREVIEW_SIMULATED_SAVE_MS = 1_000;
export const SHARE_SUCCESS_MESSAGE_MS = 5_000;
export const SHARE_ERROR_MESSAGE_MS = 8_000;
export const EMAIL_SENT_STATE_MS = 5_000;
export const LANDING_SAMPLE_PROGRESS = 67;

export const EXPORT_FILE_NAME = 'export.json';
export const THEMES = [
  { value: 'system', label: 'System', available: true },
  { value: 'light', label: 'Light', available: false },
  { value: 'rainbow', label: 'Rainbow', available: false },
] as const;
export const THEME_COMING_SOON = 'Coming soon';

/** Legal facts from spec section 1 / 9. */
export const LEGAL = {
  minimumAge: 16,
  logRetentionDays: 30,
  personalDataDeletionDays: 30,
  inactivityNoticeYears: 3,
  inactivityDeletionDays: 30,
  privacyResponseHours: 48,
  contactResponseHours: 24,
  liabilityCap: '£100 or the amount paid in the last 12 months',
  discontinuationNoticeDays: 30,
  smallClaimsLimit: '£5,000',
  operator: 'a sole trader in Scotland',
  /** A team workspace's audit log (issue 47). */
  auditRetentionYears: 1,
} as const;

/** Bounds on stored text. Not in the spec; chosen so no input can grow rows without limit. */
export const LIMITS = {
  usernameMin: 3,
  usernameMax: 32,
  emailMax: 254,
  checklistTitleMax: 200,
  checklistDescriptionMax: 2_000,
  itemTextMax: 500,
  itemDescriptionMax: 2_000,
  itemsMax: 200,
  notesMax: 5_000,
  /** One share call takes as many addresses as the share form lets an owner paste (issue 19). */
  shareRecipientsMax: PASTE_RECIPIENTS_MAX,
  inviteCodeMax: 64,
} as const;

/** Items per page of GET /api/checklist (contract: 10 to 50). */
export const CHECKLIST_PAGE_SIZE = 10;
/** `GET /api/checklist/{id}/shares`: `limit` when left out, and its largest value. */
export const SHARE_PAGE_DEFAULT = 50;
export const SHARE_PAGE_MAX = 100;
/** `GET /api/checklist/{id}/shares?sort=`: absent is the order they were shared with (sharedAt). */
export const SHARE_SORTS = ['email', 'progress', 'lastActivity', 'state'] as const;
export type ShareSort = (typeof SHARE_SORTS)[number];
/** `…/shares?state=`: a recipient's state (ChecklistCounts); `overdue` is not done past the due moment. */
export const SHARE_STATES = ['done', 'in_progress', 'not_opened', 'overdue'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

/** Simple e-mail pattern of the spec: non-space text, @, domain, dot, suffix. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters, digits, dot, dash and underscore. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
