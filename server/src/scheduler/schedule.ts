/** When a job is due: the latest due moment at or before `now` (the same in every replica). */
export interface Schedule {
  /** For logs: "daily at 03:00 UTC". */
  readonly description: string;
  latestDue(now: Date): Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Once a day at hour:minute UTC. */
export function dailyAt(hour: number, minute = 0): Schedule {
  return {
    description: `daily at ${pad(hour)}:${pad(minute)} UTC`,
    latestDue(now) {
      const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute));
      if (due > now) due.setUTCDate(due.getUTCDate() - 1);
      return due;
    },
  };
}

/**
 * Every `ms` milliseconds, on multiples of `ms` since the epoch (so replicas agree on the moments),
 * shifted by `offsetMs`: a job given an offset does not run in the same tick as the jobs on the
 * plain multiples (on the embedded database every statement waits for the one session).
 */
export function every(ms: number, offsetMs = 0): Schedule {
  return {
    description: offsetMs ? `every ${ms / 1000} s, ${offsetMs / 1000} s past` : `every ${ms / 1000} s`,
    latestDue: (now) => new Date(Math.floor((now.getTime() - offsetMs) / ms) * ms + offsetMs),
  };
}

/**
 * Where in the minute each per-minute job runs (`every(60_000, offset)`), in one table so no two of
 * them share a tick (TICK_MS): on the embedded database their statements would queue together on
 * the one session, and guests' saves behind them.
 */
export const MINUTE_OFFSET_MS = {
  reminders: 0,
  webhookOverdue: 20_000,
  embeddedAutovacuum: 40_000,
  messageMails: 30_000,
  recurringRuns: 10_000,
} as const;
