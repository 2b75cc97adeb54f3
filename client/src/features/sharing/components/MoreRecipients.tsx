import { useState } from 'react';
import { DASHBOARD_TEXTS as D } from '@ticklist/contracts';
import { errorMessage } from '@/lib/api-client';

/**
 * Under a card's first recipients: "Show all N recipients", then the next pages of the recipients
 * list as the owner asks for them, and the way back to the first few.
 */
export function MoreRecipients({
  expanded,
  shown,
  total,
  hasMore,
  onExpand,
  onCollapse,
  onLoadMore,
}: {
  expanded: boolean;
  /** Rows on screen. */
  shown: number;
  total: number;
  /** The server has recipients after the loaded rows. */
  hasMore: boolean;
  onExpand: () => void;
  onCollapse: () => void;
  onLoadMore?: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (total <= D.firstRecipients) return null;
  const load = async () => {
    if (!onLoadMore) return;
    setBusy(true);
    setError(null);
    try {
      await onLoadMore();
    } catch (e) {
      setError(errorMessage(e, D.recipientsFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="more-recipients">
      {/* One button that keeps the focus as it switches between all and the first few. */}
      <button
        type="button"
        className="btn btn--small"
        aria-expanded={expanded}
        onClick={() => {
          if (expanded) return onCollapse();
          onExpand();
          if (hasMore && shown < total) void load();
        }}
      >
        {expanded ? D.showFewerRecipients : D.showAllRecipients(total)}
      </button>
      {expanded && hasMore && (
        <button type="button" className="btn btn--small" onClick={() => void load()} disabled={busy} aria-busy={busy}>
          {busy ? D.loadingRecipients : D.showMoreRecipients(shown, total)}
        </button>
      )}
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
