import type { ItemKind, ItemSettings } from '../answers/item-kinds';
export interface ShareRequest {
  emails: string[];
  /** false: make the shares without mailing anyone (share by link: the owner hands each link on). Default true. */
  notify?: boolean;
}

/** What the share call did with one address of the request. */
export type ShareOutcomeStatus = 'created' | 'existing' | 'skipped';
export const SHARE_OUTCOME_STATUSES: readonly ShareOutcomeStatus[] = ['created', 'existing', 'skipped'];
/** Why an address was skipped (share jobs also refuse for `invalid` and `own_address`). */
export type ShareSkipReason = 'duplicate' | 'own_address' | 'revoked' | 'invalid';
export const SHARE_SKIP_REASONS: readonly ShareSkipReason[] = ['duplicate', 'own_address', 'revoked', 'invalid'];

/** One entry per address of the request, in the order given. */
export interface ShareOutcome {
  /** The share of that address (for a duplicate: the share its first occurrence made or found). */
  id: string;
  email: string;
  status: ShareOutcomeStatus;
  reason?: ShareSkipReason;
}

export interface ShareResponse {
  message: string;
  email_warnings?: string[];
  /** What the call made, one entry per address given. */
  shares?: ShareOutcome[];
}

export interface GuestItem {
  id: string;
  text: string;
  description: string | null;
  displayOrder: number;
  /** What the item asks (issue 46). */
  kind?: ItemKind;
  required?: boolean;
  settings?: ItemSettings;
  response: {
    complete: boolean;
    notes: string | null;
    /** The typed answer (issue 46); a tick box's is its tick. */
    answer?: import('../answers/answer-values').AnswerValue;
    files?: { id: string; name: string; type: string; size: number; sha256: string; url: string }[];
  } | null;
}

export interface GuestShare {
  id: string;
  /** The owner: their address and, when they chose one, their username (the Profile's name others see). */
  sharedBy: { email: string; name?: string };
  sharedAt: string;
  checklist: {
    id: string;
    title: string;
    description: string | null;
    items: GuestItem[];
    /** When the owner closed it (the page is then read-only); null: open. */
    closedAt?: string | null;
  };
  /** The moment this recipient is due: their own, else the checklist's; null: none. */
  dueAt?: string | null;
  /** The zone that moment was chosen in, and is written in; null or absent: UTC. */
  dueTimeZone?: string | null;
  /** The recipient's own IANA zone (issue 45), set by the owner or by "Use my time zone"; null: none (the schedule's). */
  timeZone?: string | null;
  /** The run shown (issue 45): the current one, or the past one asked for; null without a schedule. */
  run?: import('../schedules/types').GuestRun | null;
  /** The latest past runs (GUEST_PAST_RUNS), newest first; empty without a schedule. */
  pastRuns?: import('../schedules/types').GuestPastRun[];
  /** Issue 48: the owner's review of this recipient's answers; absent: none. */
  review?: import('../review/types').ShareReview;
}

export interface GuestShareResponse {
  share: GuestShare;
}

export type RespondKey = 'complete' | 'notes';

export interface RespondRequest {
  item: string;
  key: RespondKey;
  value: boolean | string;
  /** Recurring runs (issue 45): the run the change was made in; left out, the current run. */
  runId?: string;
}

export interface RespondResponse {
  response: {
    item: string;
    complete: boolean;
    notes: string | null;
    updatedAt: string;
    /** On an answer save (issue 46): the typed answer, its files and whether it is flagged. */
    answer?: import('../answers/answer-values').AnswerValue;
    files?: { id: string; name: string; type: string; size: number; sha256: string; url: string }[];
    flagged?: boolean;
  };
}

/** `PUT /api/guest/shared/{token}/time-zone` (issue 45, "Use my time zone"): the recipient's own zone, and its answer. */
export interface GuestTimeZoneRequest {
  timeZone: string | null;
}
export type GuestTimeZoneResponse = GuestTimeZoneRequest;
