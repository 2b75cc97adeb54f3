import type { Share } from '@ticklist/contracts';
import { presenceLabel } from '../presence-label';

/** "Viewing now" (with a live dot), "Last seen just now" or "Last seen 5 min ago"; nothing when never seen. */
export function RecipientPresence({ share, now }: { share: Share; now: number }) {
  const label = presenceLabel(share, now);
  if (!label) return null;
  return (
    <span className={share.viewing ? 'recipient__presence recipient__presence--viewing' : 'recipient__presence'}>
      {share.viewing && <span className="recipient__presence-dot" aria-hidden="true" />}
      {label}
    </span>
  );
}
