import { useState } from 'react';
import { overallPercent, SHARING_MESSAGES as M, type ChecklistSummary, type Share } from '@ticklist/contracts';
import { LiveRegion } from '@/components/ui/Alert';
import { activeShares, canNudge } from '@/lib/due';
import { useNow } from '@/lib/use-now';
import { ItemInsight } from './ItemInsight';
import { NudgeAllButton } from './NudgeAllButton';
import { RecipientRow } from './RecipientRow';
import '../sharing.css';

/** Items of the checklist this recipient has done (stale ids of deleted items are ignored). */
function doneIds(share: Share, itemIds: Set<string>): Set<string> {
  return new Set(share.completedItems.map((c) => c.itemId).filter((id) => itemIds.has(id)));
}

export interface SharedProgressProps {
  checklist: ChecklistSummary;
  /** A share as the server answered a due-date change or a nudge: the screen writes it into its list. */
  onShareChanged?: (share: Share) => void;
  /** After 'Nudge all pending': the screen refreshes its list (the answer carries only counts). */
  onSharesChanged?: () => unknown;
}

/**
 * 'Shared Progress' under a dashboard card: the overall percent, 'Nudge all pending', one row per
 * recipient with their progress, presence, due date, reminders, nudge and link control, and the
 * item insight.
 */
export function SharedProgress({ checklist, onShareChanged, onSharesChanged }: SharedProgressProps) {
  const now = useNow();
  const [announcement, setAnnouncement] = useState('');
  if (checklist.shares.length === 0) {
    return (
      <div className="shared-progress shared-progress--empty">
        <p className="shared-progress__empty">{M.notShared}</p>
        <p className="hint">{M.notSharedHint}</p>
        {/* Still says what just happened when the last recipient was removed. */}
        <LiveRegion className="shared-progress__status">{announcement}</LiveRegion>
      </div>
    );
  }
  const itemIds = new Set(checklist.items.map((i) => i.id));
  const perShare = checklist.shares.map((s) => doneIds(s, itemIds));
  // Revoked recipients are listed (marked) but count for nothing: their link no longer works.
  const overall = overallPercent(
    activeShares(checklist.shares).map((s) => doneIds(s, itemIds).size),
    checklist.items.length,
  );
  const anyPending = checklist.shares.some((s) => canNudge(s, checklist));
  return (
    // Named with the checklist's title: every shared card has one, and landmarks need distinct names.
    <section className="shared-progress" aria-label={M.sharedProgressOf(checklist.title)}>
      <div className="shared-progress__head">
        <h4 className="shared-progress__title">
          {M.sharedProgress}
        </h4>
        <span className="shared-progress__overall">
          {M.overall} <strong>{overall}%</strong>
        </span>
        {anyPending && <NudgeAllButton checklist={checklist} onSharesChanged={onSharesChanged} announce={setAnnouncement} />}
      </div>
      <LiveRegion className="shared-progress__status">{announcement}</LiveRegion>
      <ul className="shared-progress__list">
        {checklist.shares.map((share, i) => (
          <RecipientRow
            key={share.id}
            share={share}
            done={perShare[i]!}
            checklist={checklist}
            now={now}
            onShareChanged={onShareChanged}
            onSharesChanged={onSharesChanged}
            announce={setAnnouncement}
          />
        ))}
      </ul>
      <ItemInsight checklist={checklist} />
    </section>
  );
}
