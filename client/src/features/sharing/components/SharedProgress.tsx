import { useState } from 'react';
import { DASHBOARD_TEXTS as D, overallPercent, percent, SHARING_MESSAGES as M, type ChecklistCounts, type ChecklistSummary, type Share } from '@ticklist/contracts';
import { LiveRegion } from '@/components/ui/Alert';
import { activeShares, canNudge, isPast, overdueCount } from '@/lib/due';
import { useNow } from '@/lib/use-now';
import { ItemInsight } from './ItemInsight';
import { MoreRecipients } from './MoreRecipients';
import { ProgressSummary } from './ProgressSummary';
import { NudgeAllButton } from './NudgeAllButton';
import { RecipientRow } from './RecipientRow';
import '../sharing.css';
import { countedItemCount } from '@/lib/counted-items';

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
  /**
   * The light list's counts (issue 44): `checklist.shares` then holds only the rows loaded so far,
   * and the summary and Overall come from these. Absent: `shares` is every recipient.
   */
  counts?: ChecklistCounts;
  /** The server has recipients after the loaded rows. */
  hasMoreShares?: boolean;
  /** Loads the next page of recipients into `checklist.shares`. */
  onLoadMoreShares?: () => Promise<unknown>;
  /** Issue 47: the caller's role allows nudging and changing recipients (editor); false hides those controls. */
  mayEdit?: boolean;
  /** Issue 47: the caller may review (reviewer); false hides the review form. */
  mayReview?: boolean;
}

/**
 * 'Shared Progress' under a dashboard card: the overall percent, 'Nudge all pending', one row per
 * recipient with their progress, presence, due date, reminders, nudge and link control, and the
 * item insight.
 */
export function SharedProgress({ checklist, onShareChanged, onSharesChanged, counts, hasMoreShares = false, onLoadMoreShares, mayEdit = true, mayReview = true }: SharedProgressProps) {
  const now = useNow();
  const [announcement, setAnnouncement] = useState('');
  const [expanded, setExpanded] = useState(false);
  if ((counts?.recipients ?? checklist.shares.length) === 0) {
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
  const counted = countedItemCount(checklist.items);
  // Revoked recipients are listed (marked) but count for nothing: their link no longer works.
  const overall =
    counts?.itemsDone !== undefined && counts.active !== undefined
      ? percent(counts.itemsDone, counted * counts.active)
      : overallPercent(
          activeShares(checklist.shares).map((s) => doneIds(s, itemIds).size),
          counted,
        );
  const total = counts?.recipients ?? checklist.shares.length;
  const summary = counts ?? {
    done: checklist.shares.filter((s) => doneIds(s, itemIds).size >= counted).length,
    overdue: overdueCount(checklist, now),
    flagged: 0,
  };
  // With counts, someone with work left may not be among the loaded rows.
  const anyPending = counts
    ? !checklist.closedAt && counts.done < counts.recipients && (counts.active ?? 1) > 0
    : checklist.shares.some((s) => canNudge(s, checklist));
  // How many a nudge all would mail now: the server counts the whole audience; every row is here otherwise.
  const nudgeable =
    counts?.nudgeable ?? checklist.shares.filter((s) => canNudge(s, checklist) && (!s.nextNudgeAt || isPast(s.nextNudgeAt, now))).length;
  const rows = expanded ? checklist.shares : checklist.shares.slice(0, D.firstRecipients);
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
        {anyPending && mayEdit && <NudgeAllButton checklist={checklist} nudgeable={nudgeable} onSharesChanged={onSharesChanged} announce={setAnnouncement} />}
      </div>
      <ProgressSummary overall={overall} done={summary.done} recipients={total} overdue={summary.overdue} flagged={summary.flagged} />
      <LiveRegion className="shared-progress__status">{announcement}</LiveRegion>
      <ul className="shared-progress__list">
        {rows.map((share, i) => (
          <RecipientRow
            key={share.id}
            share={share}
            done={perShare[i]!}
            checklist={checklist}
            now={now}
            onShareChanged={onShareChanged}
            onSharesChanged={onSharesChanged}
            announce={setAnnouncement}
            mayEdit={mayEdit}
            mayReview={mayReview}
          />
        ))}
      </ul>
      <MoreRecipients
        expanded={expanded}
        shown={rows.length}
        total={total}
        hasMore={hasMoreShares}
        onExpand={() => setExpanded(true)}
        onCollapse={() => setExpanded(false)}
        onLoadMore={onLoadMoreShares}
      />
      <ItemInsight checklist={checklist} counted={counts?.itemsDone} />
    </section>
  );
}
