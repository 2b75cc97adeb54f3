/** A date as the user's locale shows it (e.g. 21/11/2025). Input that is not a date stays as it was. */
export function formatDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale);
}

/** A moment with its time, as the user's locale writes it (e.g. 3 Mar 2026, 14:00). */
export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Day and month only, for recent moments (e.g. 3 Mar). */
export function formatDayMonth(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale, { day: 'numeric', month: 'short' });
}
