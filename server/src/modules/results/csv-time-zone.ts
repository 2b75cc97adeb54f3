import { RESULTS_TEXTS as T } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';

/** The zone an export writes its dates in, and how its headers name it. */
export interface CsvTimeZone {
  name: string;
  /** `YYYY-MM-DD HH:MM` in the zone: what spreadsheets read as a date and time (ISO text with `Z` stays text). */
  format(at: Date | null): string | null;
}

/** An IANA name: letters first, then name parts separated by slashes (no offsets like `+01:00`). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** `?tz=`: absent or empty is UTC; a name the runtime's time zone database does not know is a 422 keyed `tz`. */
export function parseCsvTimeZone(value: unknown): CsvTimeZone {
  const given = value === undefined || value === '' ? 'UTC' : value;
  if (typeof given !== 'string' || given.length > 64 || !ZONE_NAME.test(given)) throw fieldErrors({ tz: T.timeZoneInvalid });
  let parts: Intl.DateTimeFormat;
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: given, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    });
  } catch {
    throw fieldErrors({ tz: T.timeZoneInvalid });
  }
  // The spelling the caller used, in the database's case ("europe/paris" → "Europe/Paris"); an alias keeps its own name.
  const resolved = parts.resolvedOptions().timeZone;
  const name = resolved.toLowerCase() === given.toLowerCase() ? resolved : given;
  return {
    name,
    format(at) {
      if (!at) return null;
      const p: Record<string, string> = {};
      for (const { type, value: v } of parts.formatToParts(at)) p[type] = v;
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
    },
  };
}
