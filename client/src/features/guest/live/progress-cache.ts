import type { GuestShareResponse, ShareProgressEvent } from '@ticklist/contracts';

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
