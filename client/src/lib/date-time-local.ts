/**
 * `<input type="datetime-local">` speaks wall-clock time without a zone ("2026-03-03T14:00"); the
 * API speaks ISO 8601 moments. These convert between the two in the browser's own time zone, to
 * the minute.
 */

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** The input value for a moment, in local time ('' for none or a value that is not a date). */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * The ISO moment (with the local offset, e.g. 2026-03-03T14:00:00+01:00) of an input value;
 * null when it is empty or not a whole date and time. Seconds are dropped.
 */
export function fromDateTimeLocal(value: string): string | null {
  const m = LOCAL.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hours, minutes] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const d = new Date(year, month - 1, day, hours, minutes);
  if (Number.isNaN(d.getTime()) || d.getMonth() !== month - 1 || d.getDate() !== day) return null;
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${toDateTimeLocal(d.toISOString())}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** True when two moments are the same minute (or both absent). */
export function sameMinute(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return Math.floor(Date.parse(a) / 60_000) === Math.floor(Date.parse(b) / 60_000);
}
