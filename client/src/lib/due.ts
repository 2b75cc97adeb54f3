import type { ChecklistSummary, Share } from '@ticklist/contracts';

/**
 * Due and overdue as the owner sees them (issue 17): a recipient's own due moment wins over the
 * checklist's; a recipient is overdue once that moment has passed while items are left.
 */

type Checklist = Pick<ChecklistSummary, 'dueAt' | 'items'>;

/** The moment this recipient is due: their own, else the checklist's; null: none. */
export function effectiveDueAt(share: Pick<Share, 'dueAt'>, checklist: Pick<Checklist, 'dueAt'>): string | null {
  return share.dueAt ?? checklist.dueAt ?? null;
}

/** The moment this recipient is due with the zone it was chosen in (null: UTC); null: none. */
export function effectiveDue(
  share: Pick<Share, 'dueAt' | 'dueTimeZone'>,
  checklist: Pick<ChecklistSummary, 'dueAt' | 'dueTimeZone'>,
): { at: string; timeZone: string | null } | null {
  if (share.dueAt) return { at: share.dueAt, timeZone: share.dueTimeZone ?? null };
  return checklist.dueAt ? { at: checklist.dueAt, timeZone: checklist.dueTimeZone ?? null } : null;
}

/** True when the recipient has not completed every item (stale ids of deleted items ignored). */
export function hasWorkLeft(share: Pick<Share, 'completedItems'>, checklist: Pick<Checklist, 'items'>): boolean {
  const done = new Set(share.completedItems.map((c) => c.itemId));
  return checklist.items.some((item) => !done.has(item.id));
}

/** True when `iso` is a moment at or before `now`. */
export function isPast(iso: string | null | undefined, now: number): boolean {
  if (!iso) return false;
  const at = Date.parse(iso);
  return !Number.isNaN(at) && at <= now;
}

/** A revoked recipient is never overdue (issue 44): their link no longer works, nothing is expected of them. */
export function isShareOverdue(share: Pick<Share, 'dueAt' | 'completedItems' | 'revokedAt'>, checklist: Checklist, now: number): boolean {
  return !share.revokedAt && hasWorkLeft(share, checklist) && isPast(effectiveDueAt(share, checklist), now);
}

/** Whether a nudge can work: items left, the link working, the checklist open. */
export function canNudge(share: Pick<Share, 'completedItems' | 'revokedAt'>, checklist: Pick<ChecklistSummary, 'items' | 'closedAt'>): boolean {
  return hasWorkLeft(share, checklist) && !share.revokedAt && !checklist.closedAt;
}

/** The recipients whose progress counts (the overall percentage): every one whose link was not revoked. */
export function activeShares<S extends Pick<Share, 'revokedAt'>>(shares: readonly S[]): S[] {
  return shares.filter((share) => !share.revokedAt);
}

/** How many of the checklist's recipients are overdue. */
export function overdueCount(checklist: Checklist & Pick<ChecklistSummary, 'shares'>, now: number): number {
  return (checklist.shares ?? []).filter((share) => isShareOverdue(share, checklist, now)).length;
}
