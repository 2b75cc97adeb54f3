/**
 * Recurring runs (issue 45): a checklist's schedule as requests send it and answers carry it.
 * `rrule` is an RFC 5545 RRULE without DTSTART; `startsAt` a local date-time (`YYYY-MM-DDTHH:mm`)
 * read in `timeZone` (an IANA name).
 */
export type MissedPolicy = 'missed' | 'keep_open';

export const MISSED_POLICIES: readonly MissedPolicy[] = ['missed', 'keep_open'];

export interface ScheduleInput {
  rrule: string;
  startsAt: string;
  timeZone: string;
  /** The run opens this many hours before its moment (default 0). */
  opensBeforeHours?: number;
  /** A run stays due this many hours; null (default): until the next run. */
  dueAfterHours?: number | null;
  /** What becomes of an unfinished run when the next one starts (default 'missed'). */
  missedPolicy?: MissedPolicy;
  /** Each new run starts with the notes of the recipient's previous run (default false). */
  carryNotes?: boolean;
  paused?: boolean;
}

export interface Schedule {
  rrule: string;
  startsAt: string;
  timeZone: string;
  opensBeforeHours: number;
  dueAfterHours: number | null;
  missedPolicy: MissedPolicy;
  carryNotes: boolean;
  paused: boolean;
  /** The schedule in words: "Every weekday at 17:30, Europe/London". */
  description: string;
}

/** `POST /api/checklist/schedule/preview`: the schedule as it would be saved, and its next moments. */
export interface SchedulePreview {
  schedule: Schedule;
  /** The next occurrences (at most five), ISO 8601 UTC; empty when the schedule has ended. */
  occurrences: string[];
}

/** `POST /api/checklist/{id}/schedule/pause|resume|skip`. */
export interface ScheduleState {
  schedule: Schedule;
  nextRunAt: string | null;
}

export const SCHEDULE_LIMITS = {
  rruleMax: 500,
  opensBeforeHoursMax: 24 * 31,
  dueAfterHoursMax: 24 * 366,
  /** How many occurrences the form shows before saving. */
  previewCount: 5,
} as const;

export type RunStatus = 'open' | 'completed' | 'missed';

/** One recipient's run of one occurrence, as the owner reads it. */
export interface Run {
  id: string;
  occurrenceId: string;
  shareId: string;
  recipientEmail: string;
  startsAt: string;
  dueAt: string | null;
  status: RunStatus;
  completedAt: string | null;
  /** Completed after its due moment. */
  completedLate: boolean;
}

/** An occurrence's runs counted by status. */
export interface OccurrenceCounts {
  runs: number;
  open: number;
  completed: number;
  missed: number;
}

/** One moment of a schedule; `missed`: passed while no server ran (not the latest), no runs made. */
export interface Occurrence {
  id: string;
  startsAt: string;
  dueAt: string | null;
  status: 'started' | 'missed';
  counts: OccurrenceCounts;
}

/** `GET /api/checklist/{id}/occurrences?cursor=`: newest first, OCCURRENCE_PAGE_SIZE a page. */
export interface OccurrencePage {
  occurrences: Occurrence[];
  nextCursor: string | null;
}

/** `GET /api/checklist/{id}/occurrences/{occurrenceId}`. */
export interface OccurrenceRuns {
  occurrence: Occurrence;
  /** RUN_PAGE_SIZE a page, in the order the recipients were shared with. */
  runs: Run[];
  /** Pass as `cursor` for the next page; null: no more. */
  nextCursor: string | null;
}

/** `GET /api/checklist/{id}/shares/{shareId}/runs?cursor=`: newest first. */
export interface RunPage {
  runs: Run[];
  nextCursor: string | null;
}

export const OCCURRENCE_PAGE_SIZE = 20;
export const RUN_PAGE_SIZE = 20;

/** The run a guest's page shows (issue 45): the current one, or a past one opened by its own URL. */
export interface GuestRun {
  id: string;
  occurrenceId: string;
  startsAt: string;
  dueAt: string | null;
  status: RunStatus;
  /** Completed after its due moment. */
  completedLate: boolean;
}

/** One of a guest's past runs; `url` is its permanent page, `/shared/{token}/runs/{runId}`. */
export interface GuestPastRun {
  id: string;
  startsAt: string;
  status: RunStatus;
  /** Completed after its due moment. */
  completedLate: boolean;
  url: string;
}

/** `GET /api/guest/shared/{token}/runs?cursor=`: the link's past runs, newest first, RUN_PAGE_SIZE a page. */
export interface GuestRunPage {
  runs: GuestPastRun[];
  nextCursor: string | null;
}

/** How many past runs the guest view lists (newest first); the runs route pages them all. */
export const GUEST_PAST_RUNS = 10;
