const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a moment was, in the short form of the recipient row ("5 min ago", "2 h ago",
 * "3 d ago"); a moment older than 30 days is its date. Under a minute: "just now".
 */
export function formatAgo(iso: string, now: number, locale?: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const ms = Math.max(0, now - at);
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h ago`;
  if (ms < 30 * DAY) return `${Math.floor(ms / DAY)} d ago`;
  return `on ${new Date(at).toLocaleDateString(locale)}`;
}
