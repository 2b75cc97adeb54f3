/** A date as the user's locale shows it (e.g. 21/11/2025). Input that is not a date stays as it was. */
export function formatDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale);
}
