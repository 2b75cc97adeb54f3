/**
 * Share jobs (issue 43): sharing with up to SHARE_JOB_MAX addresses at once, as a background job
 * whose progress the owner watches. A job never fails the whole list: each address it cannot use
 * is counted, refused (`invalid`, `own_address`) or skipped (`duplicate`, `revoked`).
 */
export const SHARE_JOB_MAX = 20_000;
/** A per-owner budget of mails a day (share route, share jobs and nudges alike). */
export const MAIL_BUDGET_PER_DAY = 50_000;

export type ShareJobStatus = 'queued' | 'running' | 'done';
export const SHARE_JOB_STATUSES: readonly ShareJobStatus[] = ['queued', 'running', 'done'];

/** Why an address of a job got no share: refused (`invalid`, `own_address`) or skipped (`duplicate`, `revoked`). */
export type ShareJobReason = 'invalid' | 'own_address' | 'duplicate' | 'revoked';
export const SHARE_JOB_REFUSED_REASONS: readonly ShareJobReason[] = ['invalid', 'own_address'];
export const SHARE_JOB_SKIPPED_REASONS: readonly ShareJobReason[] = ['duplicate', 'revoked'];

export interface ShareJob {
  id: string;
  status: ShareJobStatus;
  /** Addresses given (lines of the file, entries of the list). */
  total: number;
  /** Shared with, each invitation handed to the mail queue (its delivery shows on the recipient). */
  sent: number;
  skipped: number;
  refused: number;
  /** How many addresses each reason held back. */
  reasons: Record<ShareJobReason, number>;
  createdAt: string;
  /** When the last address was done; null until then. */
  finishedAt: string | null;
}

/** The API's messages about share jobs. */
export const SHARE_JOB_MESSAGES = {
  notFound: 'Share job not found',
} as const;

export interface ShareJobRequest {
  emails: string[];
}

export interface ShareJobResponse {
  job: ShareJob;
}

/** `share:job` to the checklist's owner sockets: the job as it stands after each step. */
export interface ShareJobEvent {
  checklistId: string;
  job: ShareJob;
}

/** The share panel's texts for a job (more than PASTE_RECIPIENTS_MAX addresses, or a CSV file). */
export const SHARE_JOB_TEXTS = {
  fileLabel: 'Or choose a CSV file (one address a line)',
  listReady: (total: number) => `${total} addresses will be shared in the background, with progress shown here`,
  started: (total: number) => `Sharing with ${total} addresses…`,
  progress: (done: number, total: number) => `${done} of ${total} addresses done`,
  finished: 'Sharing finished',
  summary: (sent: number, skipped: number, refused: number) => `${sent} shared, ${skipped} skipped, ${refused} refused`,
  reasons: {
    invalid: (n: number) => `${n} not a valid email address`,
    own_address: (n: number) => `${n} your own address`,
    duplicate: (n: number) => `${n} listed more than once`,
    revoked: (n: number) => `${n} with a revoked link (renew it instead)`,
  } satisfies Record<ShareJobReason, (n: number) => string>,
  fileUnreadable: 'That file could not be read',
} as const;
