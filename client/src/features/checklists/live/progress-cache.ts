import type { ChecklistPage, Share, ShareProgressEvent } from '@ticklist/contracts';
import { mapPreservingIdentity } from '@/lib/map-preserving-identity';
import type { ChecklistsListData } from '../api/get-checklists';
import type { ListedChecklist } from '../api/listed-checklist';
import { countsAfterProgress } from './counts-cache';

/** What the updater reads of a `share:progress` (a subscribe's progress snapshot carries as much). */
type ProgressOfShare = Pick<ShareProgressEvent, 'checklistId' | 'shareId' | 'completedItems'>;

/**
 * The owner-side cache updater for `share:progress`: it returns the same object when nothing
 * changes, so TanStack Query does not re-render for events that concern other checklists.
 */

function sameItems(a: { itemId: string }[], b: { itemId: string }[]): boolean {
  if (a.length !== b.length) return false;
  const ids = new Set(a.map((c) => c.itemId));
  return b.every((c) => ids.has(c.itemId));
}

function applyToShares(shares: Share[], event: ProgressOfShare): Share[] {
  return mapPreservingIdentity(shares, (share) => {
    if (share.id !== event.shareId || sameItems(share.completedItems, event.completedItems)) return share;
    return { ...share, completedItems: event.completedItems.map((c) => ({ itemId: c.itemId })) };
  });
}

function applyToSummary(summary: ListedChecklist, event: ProgressOfShare): ListedChecklist {
  if (summary.id !== event.checklistId || !Array.isArray(summary.shares)) return summary;
  const shares = applyToShares(summary.shares, event);
  if (shares === summary.shares) return summary;
  // The light list's counts move with a loaded row (issue 44); a row not loaded asks the server.
  const before = summary.counts && summary.shares.find((s) => s.id === event.shareId);
  if (!before || !summary.counts) return { ...summary, shares };
  return { ...summary, shares, counts: countsAfterProgress({ ...summary, counts: summary.counts }, before, event.completedItems, Date.now()) };
}

function applyToPage(page: ChecklistPage, event: ProgressOfShare): ChecklistPage {
  const items = mapPreservingIdentity(page.items, (summary) => applyToSummary(summary, event));
  return items === page.items ? page : { ...page, items };
}

/**
 * Applies an event to the dashboard list (the only owner-side cache it updates: the edit page's
 * data feeds a form that must not change under the owner's hands).
 */
export function applyProgressToList(data: ChecklistsListData | undefined, event: ProgressOfShare): ChecklistsListData | undefined {
  if (!data) return data;
  const pages = mapPreservingIdentity(data.pages, (page) => applyToPage(page, event));
  return pages === data.pages ? data : { ...data, pages };
}
