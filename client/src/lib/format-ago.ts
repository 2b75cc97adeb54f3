const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a moment was, short ("just now", "5 min ago", "2 h ago", "3 d ago"); a week or more
 * ago, its date. `now` is the caller's clock (useNow), so the words move on while the page is open.
 */
export function formatAgo(iso: string, now: number, locale?: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} d ago`;
  return `on ${new Date(at).toLocaleDateString(locale)}`;
}
