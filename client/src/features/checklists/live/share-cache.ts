import { FOLLOW_UP_RULES, type Share, type ShareActivityEvent, type ShareDeliveryEvent, type SharePresenceEvent, type ShareRemindedEvent, type ShareReviewEvent } from '@ticklist/contracts';
import { mapPreservingIdentity } from '@/lib/map-preserving-identity';
import type { ChecklistsListData } from '../api/get-checklists';

/**
 * Owner-side cache updaters for one recipient's share in the dashboard lists (an answer of the
 * share's due-date or nudge calls, a `share:reminded` event). Like the progress updater, they
 * return the same object when nothing changes.
 */
export function patchShareInList(
  data: ChecklistsListData | undefined,
  checklistId: string,
  shareId: string,
  patch: (share: Share) => Share,
): ChecklistsListData | undefined {
  if (!data) return data;
  const pages = mapPreservingIdentity(data.pages, (page) => {
    const items = mapPreservingIdentity(page.items, (summary) => {
      if (summary.id !== checklistId || !Array.isArray(summary.shares)) return summary;
      const shares = mapPreservingIdentity(summary.shares, (share) => (share.id === shareId ? patch(share) : share));
      return shares === summary.shares ? summary : { ...summary, shares };
    });
    return items === page.items ? page : { ...page, items };
  });
  return pages === data.pages ? data : { ...data, pages };
}

/** The share as the server answered it, keeping the progress the list already shows when the answer leaves it out. */
export function replaceShare(data: ChecklistsListData | undefined, checklistId: string, share: Share): ChecklistsListData | undefined {
  return patchShareInList(data, checklistId, share.id, (old) => ({ ...old, ...share, completedItems: share.completedItems ?? old.completedItems }));
}

const later = (a: string | null | undefined, b: string): string => (a && Date.parse(a) > Date.parse(b) ? a : b);

/**
 * `share:reminded`: the recipient's count and last date. The event does not say whether it was a
 * reminder or a nudge, so the next nudge is put no earlier than the quiet hours after it (the
 * server's answer to a nudge is the exact word; a refresh brings it).
 */
export function applyRemindedToList(data: ChecklistsListData | undefined, event: ShareRemindedEvent): ChecklistsListData | undefined {
  const at = Date.parse(event.lastRemindedAt);
  if (Number.isNaN(at)) return data;
  const quietUntil = new Date(at + FOLLOW_UP_RULES.quietHours * 3_600_000).toISOString();
  return patchShareInList(data, event.checklistId, event.shareId, (share) => {
    if ((share.remindersSent ?? 0) >= event.remindersSent && share.lastRemindedAt && Date.parse(share.lastRemindedAt) >= at) return share;
    return {
      ...share,
      remindersSent: Math.max(share.remindersSent ?? 0, event.remindersSent),
      lastRemindedAt: share.lastRemindedAt ? later(share.lastRemindedAt, event.lastRemindedAt) : event.lastRemindedAt,
      nextNudgeAt: later(share.nextNudgeAt, quietUntil),
    };
  });
}

/**
 * `share:delivery`: the invitation's state, unless the list already holds a later one. A sent
 * invitation counts as a nudge (issue 44): no nudge until a day after it.
 */
export function applyDeliveryToList(data: ChecklistsListData | undefined, event: ShareDeliveryEvent): ChecklistsListData | undefined {
  const at = Date.parse(event.delivery.at);
  if (Number.isNaN(at)) return data;
  const sent = event.delivery.status === 'sent';
  const nudgeFrom = new Date(at + FOLLOW_UP_RULES.nudgeEveryHours * 3_600_000).toISOString();
  return patchShareInList(data, event.checklistId, event.shareId, (share) =>
    share.delivery && Date.parse(share.delivery.at) > at
      ? share
      : { ...share, delivery: event.delivery, ...(sent ? { nextNudgeAt: later(share.nextNudgeAt, nudgeFrom) } : {}) },
  );
}

/** `share:review` (issue 48): the recipient's review as it now stands. */
export function applyReviewToList(data: ChecklistsListData | undefined, event: ShareReviewEvent): ChecklistsListData | undefined {
  if (event.runId) return data;
  return patchShareInList(data, event.checklistId, event.shareId, (share) => ({ ...share, review: event.review }));
}

/** `share:activity`: an opening is the first one when the list knows none ("Opened … ago"). */
export function applyActivityToList(data: ChecklistsListData | undefined, event: ShareActivityEvent): ChecklistsListData | undefined {
  if (event.entry.kind !== 'opened') return data;
  return patchShareInList(data, event.checklistId, event.shareId, (share) => (share.firstOpenedAt ? share : { ...share, firstOpenedAt: event.entry.at }));
}

/**
 * `share:presence`: whether the recipient has the guest page open, and when they were last seen.
 * An event older than the sighting the row already shows (two processes' events crossing) is dropped.
 */
export function applyPresenceToList(data: ChecklistsListData | undefined, event: SharePresenceEvent): ChecklistsListData | undefined {
  if (typeof event.viewing !== 'boolean') return data;
  return patchShareInList(data, event.checklistId, event.shareId, (share) => {
    const known = share.lastSeenAt ? Date.parse(share.lastSeenAt) : NaN;
    const seen = event.lastSeenAt ? Date.parse(event.lastSeenAt) : NaN;
    if (!Number.isNaN(known) && (Number.isNaN(seen) || seen < known)) return share;
    if (share.viewing === event.viewing && share.lastSeenAt === event.lastSeenAt) return share;
    return { ...share, viewing: event.viewing, lastSeenAt: event.lastSeenAt };
  });
}
