import { RECIPIENT_UI_TEXTS as R, type Share } from '@ticklist/contracts';
import { formatAgo } from '@/lib/format-date';

/** Seen less than this long ago reads "Last seen just now". */
export const JUST_NOW_MS = 60_000;

/** The recipient row's presence line: "Viewing now", "Last seen just now", "Last seen 5 minutes ago"; null: never seen. */
export function presenceLabel(share: Pick<Share, 'viewing' | 'lastSeenAt'>, now: number): string | null {
  if (share.viewing) return R.viewingNow;
  if (!share.lastSeenAt) return null;
  const at = Date.parse(share.lastSeenAt);
  if (Number.isNaN(at)) return null;
  return now - at < JUST_NOW_MS ? R.lastSeenJustNow : R.lastSeen(formatAgo(share.lastSeenAt, now));
}
