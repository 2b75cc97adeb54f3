import { IANAZone } from 'luxon';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * A local date and time as a Date whose UTC fields hold the wall-clock fields ("floating" time, as
 * the rrule package computes with): 17:30 in any zone is the Date of 17:30 UTC.
 */
export type Floating = Date;

/** The wall clock of `instant` in `zone`, as a floating Date. */
export function toFloating(instant: Date, zone: string): Floating {
  return new Date(instant.getTime() + new IANAZone(zone).offset(instant.getTime()) * MINUTE_MS);
}

/**
 * The instant a wall-clock time happens in `zone`. Daylight saving (issue 45): a local time that does
 * not exist that day (the clocks jump over it) happens at the next valid minute, the end of the jump;
 * one that happens twice happens once, at the first.
 */
export function toInstant(local: Floating, zone: string): Date {
  const tz = new IANAZone(zone);
  const wall = local.getTime();
  // Every offset the zone has within a day either side; a time's instant is wall - offset for one of them.
  const offsets = new Set([tz.offset(wall - DAY_MS), tz.offset(wall), tz.offset(wall + DAY_MS)]);
  const candidates = [...offsets]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => instant + tz.offset(instant) * MINUTE_MS === wall);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In a gap: the first minute whose wall clock is past `local` (the clocks' jump), searched minute by minute
  // over the gap (at most the difference between the offsets).
  const from = wall - Math.max(...offsets) * MINUTE_MS;
  const to = wall - Math.min(...offsets) * MINUTE_MS;
  for (let instant = from; instant <= to; instant += MINUTE_MS) {
    if (instant + tz.offset(instant) * MINUTE_MS > wall) return new Date(instant);
  }
  return new Date(to);
}

/** Whether `zone` is an IANA zone the runtime knows. */
export function isKnownZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}
