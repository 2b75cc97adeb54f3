import type { ChecklistPage, ChecklistSummary, Share, ShareProgressEvent } from '@ticklist/contracts';
import type { ChecklistsListData } from '../api/get-checklists';

/**
 * The owner-side cache updater for `share:progress`: it returns the same object when nothing
 * changes, so TanStack Query does not re-render for events that concern other checklists.
 */

function sameItems(a: { itemId: string }[], b: { itemId: string }[]): boolean {
  if (a.length !== b.length) return false;
  const ids = new Set(a.map((c) => c.itemId));
  return b.every((c) => ids.has(c.itemId));
}

function applyToShares(shares: Share[], event: ShareProgressEvent): Share[] {
  let changed = false;
  const next = shares.map((share) => {
    if (share.id !== event.shareId || sameItems(share.completedItems, event.completedItems)) return share;
    changed = true;
    return { ...share, completedItems: event.completedItems.map((c) => ({ itemId: c.itemId })) };
  });
  return changed ? next : shares;
}

function applyToSummary(summary: ChecklistSummary, event: ShareProgressEvent): ChecklistSummary {
  if (summary.id !== event.checklistId || !Array.isArray(summary.shares)) return summary;
  const shares = applyToShares(summary.shares, event);
  return shares === summary.shares ? summary : { ...summary, shares };
}

function applyToPage(page: ChecklistPage, event: ShareProgressEvent): ChecklistPage {
  let changed = false;
  const items = page.items.map((summary) => {
    const next = applyToSummary(summary, event);
    if (next !== summary) changed = true;
    return next;
  });
  return changed ? { ...page, items } : page;
}

/**
 * Applies an event to the dashboard list (the only owner-side cache it updates: the edit page's
 * data feeds a form that must not change under the owner's hands).
 */
export function applyProgressToList(data: ChecklistsListData | undefined, event: ShareProgressEvent): ChecklistsListData | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const next = applyToPage(page, event);
    if (next !== page) changed = true;
    return next;
  });
  return changed ? { ...data, pages } : data;
}
