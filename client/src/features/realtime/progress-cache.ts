import type { InfiniteData } from '@tanstack/react-query';
import type { ChecklistPage, ChecklistSummary, GuestShareResponse, Share, ShareProgressEvent } from '@ticklist/contracts';

/**
 * Pure cache updaters for `share:progress`. They return the same object when nothing changes,
 * so TanStack Query does not re-render for events that concern other data.
 */

/** Remembers the newest `updatedAt` applied per share; older events are stale and dropped. */
export class StaleEventGuard {
  private readonly latest = new Map<string, number>();

  /** True (and records it) when the event is not older than the last one applied for its share. */
  accept(event: Pick<ShareProgressEvent, 'shareId' | 'updatedAt'>): boolean {
    const at = Date.parse(event.updatedAt);
    if (Number.isNaN(at)) return false;
    const last = this.latest.get(event.shareId);
    if (last !== undefined && at < last) return false;
    this.latest.set(event.shareId, at);
    return true;
  }

  clear(): void {
    this.latest.clear();
  }
}

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
  if (!page || !Array.isArray(page.items)) return page;
  let changed = false;
  const items = page.items.map((summary) => {
    const next = applyToSummary(summary, event);
    if (next !== summary) changed = true;
    return next;
  });
  return changed ? { ...page, items } : page;
}

function isInfinite(data: unknown): data is InfiniteData<ChecklistPage> {
  return !!data && typeof data === 'object' && Array.isArray((data as InfiniteData<unknown>).pages);
}

/**
 * Applies an event to any owner-side checklist data: the dashboard's InfiniteData<ChecklistPage>,
 * a single ChecklistPage, or one ChecklistSummary (e.g. a detail query). Unknown shapes pass through.
 */
export function applyProgressToChecklistData<T>(data: T, event: ShareProgressEvent): T {
  if (!data || typeof data !== 'object') return data;
  if (isInfinite(data)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      const next = applyToPage(page, event);
      if (next !== page) changed = true;
      return next;
    });
    return (changed ? { ...data, pages } : data) as T;
  }
  if (Array.isArray((data as unknown as ChecklistPage).items) && (data as unknown as ChecklistPage).pagination) {
    return applyToPage(data as unknown as ChecklistPage, event) as unknown as T;
  }
  if (Array.isArray((data as unknown as ChecklistSummary).shares)) {
    return applyToSummary(data as unknown as ChecklistSummary, event) as unknown as T;
  }
  return data;
}

/**
 * Applies an event to the guest page's data: the event's own item takes the event's state; the
 * other items follow `completedItems` unless `onlyEventItem` (a local save is in flight and its
 * optimistic state must not flicker back).
 */
export function applyProgressToGuestShare(
  data: GuestShareResponse | undefined,
  event: ShareProgressEvent,
  onlyEventItem = false,
): GuestShareResponse | undefined {
  if (!data?.share?.checklist?.items || data.share.id !== event.shareId) return data;
  const done = new Set(event.completedItems.map((c) => c.itemId));
  let changed = false;
  const items = data.share.checklist.items.map((item) => {
    let complete: boolean;
    if (item.id === event.itemId) complete = event.complete;
    else if (onlyEventItem) return item;
    else complete = done.has(item.id);
    const current = item.response?.complete ?? false;
    if (current === complete) return item;
    changed = true;
    return { ...item, response: { notes: item.response?.notes ?? null, complete } };
  });
  if (!changed) return data;
  return { ...data, share: { ...data.share, checklist: { ...data.share.checklist, items } } };
}
