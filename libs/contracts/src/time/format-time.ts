/**
 * The app's one way of writing time (issue 44), for the client's pages, the server-rendered guest
 * page and the mails alike: `Intl` in the reader's locale (undefined: the runtime's own). Due
 * moments are written in the zone they were chosen in, with the zone named (issue 51).
 *
 * One Intl.DateTimeFormat per locale, zone and style, made on first use: setting up ICU's formatter
 * on every call cost about 200 ms of a guest page's load at 4x CPU.
 */

/** The zone of a due moment that has none (set before zones were kept, or by an API caller without one). */
export const DEFAULT_TIME_ZONE = 'UTC';
/** Longest IANA zone name accepted (the longest real one is 32 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string | undefined, style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${options.timeZone ?? ''}|${style}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
}

function toDate(moment: string | Date): Date | null {
  const date = moment instanceof Date ? moment : new Date(moment);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(moment: string | Date, locale: string | undefined, style: string, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(moment);
  return date ? formatter(locale, style, options).format(date) : String(moment);
}

/**
 * The IANA name, spelled as the runtime spells it when only the case differs ("america/new_york" →
 * "America/New_York"), or null when it is not a zone the runtime knows (or not a string at all).
 */
export function canonicalTimeZone(name: unknown): string | null {
  if (typeof name !== 'string' || name.length === 0 || name.length > TIME_ZONE_MAX_LENGTH) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    // ICU answers some zones by an older name (Asia/Kolkata → Asia/Calcutta): keep the caller's then.
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return null;
  }
}

/** The zone this browser or process runs in (an IANA name), UTC when the runtime does not say. */
export function localTimeZone(): string {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? DEFAULT_TIME_ZONE;
}

/** A date as the reader's locale writes it, month in words (e.g. 29 Nov 2026, Nov 29, 2026). Input that is not a date stays as it was. */
export function formatDate(moment: string | Date, locale?: string): string {
  return format(moment, locale, 'date', { dateStyle: 'medium' });
}

/** A moment with its time, as the reader's locale writes it (e.g. 3 Mar 2026, 14:00), in the reader's zone. */
export function formatDateTime(moment: string | Date, locale?: string): string {
  return format(moment, locale, 'date-time', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Day and month only, for recent moments (e.g. 3 Mar). */
export function formatDayMonth(moment: string | Date, locale?: string): string {
  return format(moment, locale, 'day-month', { day: 'numeric', month: 'short' });
}

/** A time of day (e.g. 14:05), for "Saved at …". */
export function formatTime(moment: string | Date, locale?: string): string {
  return format(moment, locale, 'time', { timeStyle: 'short' });
}

/** Which day a moment falls on in a zone, in words ("Tuesday 3 March" in en-GB): the day a recurring run is for. */
export function formatDayInZone(moment: string | Date, timeZone: string, locale?: string): string {
  const zone = canonicalTimeZone(timeZone) ?? DEFAULT_TIME_ZONE;
  return format(moment, locale, 'day-in-zone', { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone }).replace(',', '');
}

/** The zone's name in the reader's language at that moment ("Eastern Standard Time"); UTC is "UTC". */
export function timeZoneName(moment: string | Date, timeZone: string, locale?: string): string {
  const zone = canonicalTimeZone(timeZone) ?? DEFAULT_TIME_ZONE;
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const date = toDate(moment);
  if (!date) return zone;
  const parts = formatter(locale, 'zone-name', { timeZone: zone, timeZoneName: 'long' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/**
 * A due moment as everyone involved reads it: in the zone it was chosen in (UTC when none or an
 * unknown one), with that zone named, e.g. "Tuesday 15 December 2026 at 23:30 Eastern Standard Time"
 * (en-GB). Mails pass their fixed locale; pages the reader's.
 */
export function formatDueMoment(moment: string | Date, timeZone: string | null | undefined, locale?: string): string {
  const zone = canonicalTimeZone(timeZone) ?? DEFAULT_TIME_ZONE;
  const date = toDate(moment);
  if (!date) return String(moment);
  const when = formatter(locale, 'due', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  }).format(date);
  return `${when} ${timeZoneName(date, zone, locale)}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const relative = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago a moment was, where recency matters (activity, last seen): "just now" under a
 * minute, then "2 minutes ago", "3 hours ago", "yesterday", "4 days ago" in the reader's words; a
 * week or more ago, "on" its date. `now` is the caller's clock, so the words move on while a page is open.
 */
export function formatAgo(moment: string | Date, now: number, locale?: string): string {
  const date = toDate(moment);
  if (!date) return String(moment);
  const ago = Math.max(0, now - date.getTime());
  if (ago >= 7 * DAY) return `on ${formatDate(date, locale)}`;
  const key = locale ?? '';
  let words = relative.get(key);
  if (!words) relative.set(key, (words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  if (ago < MINUTE) {
    const said = words.format(0, 'second');
    return said === 'now' ? 'just now' : said;
  }
  if (ago < HOUR) return words.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return words.format(-Math.floor(ago / HOUR), 'hour');
  return words.format(-Math.floor(ago / DAY), 'day');
}
