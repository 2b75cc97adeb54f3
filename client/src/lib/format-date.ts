/**
 * One Intl.DateTimeFormat per locale and style, made on first use: `toLocaleDateString` sets up
 * ICU's formatter again on every call (about 200 ms of a guest page's load at 4x CPU).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string | undefined, style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${style}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
}

function format(iso: string, locale: string | undefined, style: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(locale, style, options).format(date);
}

/** A date as the user's locale shows it (e.g. 21/11/2025). Input that is not a date stays as it was. */
export function formatDate(iso: string, locale?: string): string {
  return format(iso, locale, 'date', { year: 'numeric', month: 'numeric', day: 'numeric' });
}

/** A moment with its time, as the user's locale writes it (e.g. 3 Mar 2026, 14:00). */
export function formatDateTime(iso: string, locale?: string): string {
  return format(iso, locale, 'date-time', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Day and month only, for recent moments (e.g. 3 Mar). */
export function formatDayMonth(iso: string, locale?: string): string {
  return format(iso, locale, 'day-month', { day: 'numeric', month: 'short' });
}
