/**
 * Follow-through (issue 17): due moments, reminder rules and nudges. Every field here is optional
 * for callers, so clients that predate it keep working unchanged.
 */

/** Reminder rules of one checklist. A rule set to `null` is off. */
export interface ReminderRules {
  /** One reminder this many days before the due moment. */
  beforeDueDays: number | null;
  /** Once overdue: one reminder at the due moment, then one every this many days... */
  overdueEveryDays: number | null;
  /** ...up to this many overdue reminders in all. */
  overdueMax: number | null;
}

/** As sent on create and update: a field left out takes its default. */
export type ReminderRulesInput = Partial<ReminderRules>;

export const REMINDER_DEFAULTS: ReminderRules = { beforeDueDays: 1, overdueEveryDays: 2, overdueMax: 3 };

/** Allowed values (whole numbers) of each rule when it is on. */
export const REMINDER_LIMITS = {
  beforeDueDays: { min: 0, max: 30 },
  overdueEveryDays: { min: 1, max: 30 },
  overdueMax: { min: 1, max: 10 },
} as const;

/** The product rules kept in the database (not rate limits). */
export const FOLLOW_UP_RULES = {
  /** No recipient gets a reminder or a nudge within this long of the previous one. */
  quietHours: 20,
  /** At most one nudge per recipient within this long. */
  nudgeEveryHours: 24,
  /** The owner's one-line message on a nudge. */
  nudgeMessageMax: 200,
} as const;

/** `PUT /api/checklist/{id}/shares/{shareId}`: the recipient's own due moment; null: the checklist's applies. */
export interface UpdateShareRequest {
  dueAt?: string | null;
  /** The zone `dueAt` was chosen in (the browser's); absent: UTC. */
  dueTimeZone?: string | null;
  /** The recipient's own IANA zone (issue 45); null: the schedule's. Left out: unchanged (a body may carry it alone). */
  timeZone?: string | null;
}

/** `POST …/shares/{shareId}/nudge` and `POST /api/checklist/{id}/nudge`. */
export interface NudgeRequest {
  message?: string | null;
}

/** `POST /api/checklist/{id}/nudge`: how many pending recipients were nudged, and how many were not (too soon, unsubscribed…). */
export interface NudgeAllResponse {
  nudged: number;
  skipped: number;
}

/** Socket.IO `share:reminded`, to the checklist's room, when a reminder or a nudge went out. */
export interface ShareRemindedEvent {
  checklistId: string;
  shareId: string;
  remindersSent: number;
  lastRemindedAt: string;
}

/** `PUT /api/checklist/{id}/shares/{shareId}`: the recipient's row as the owner now sees it. */
export interface OwnerShareResponse {
  share: import('../checklists/types').Share;
}

/**
 * `POST …/shares/{shareId}/nudge` refused by the once-a-day rule (409): the contract's error body
 * with the moment the next nudge is allowed (ISO 8601, UTC). It was a 429 before: a product rule,
 * not a rate limit, so a client must not retry it as one.
 */
export interface NudgeTooSoonBody {
  message: string;
  retryAt: string;
}

/** `POST …/shares/{shareId}/nudge`: what to tell the owner, and the recipient's row with its new counts. */
export interface NudgeResponse {
  message: string;
  share: import('../checklists/types').Share;
}
