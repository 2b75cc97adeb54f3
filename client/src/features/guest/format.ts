/** A date as the user's locale shows it (e.g. 21/11/2025). Invalid input stays as it was. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString();
}
