import type { ChecklistSummary, Share } from '@ticklist/contracts';

/**
 * A summary's shares come from PostgreSQL with `nextNudgeAt` = when the nudge rules next allow one
 * (checklists.repository.ts). The owner sees null when a nudge is possible now, and when the
 * recipient has completed every item (nothing to nudge about).
 */
export function settleNextNudge<T extends Pick<ChecklistSummary, 'items' | 'shares'>>(summary: T, now: Date): T {
  for (const share of summary.shares) settleShareNextNudge(share, summary.items.length, now);
  return summary;
}

export function settleShareNextNudge(share: Share, totalItems: number, now: Date): Share {
  const done = share.completedItems.length >= totalItems;
  if (done || (share.nextNudgeAt && Date.parse(share.nextNudgeAt) <= now.getTime())) share.nextNudgeAt = null;
  return share;
}
