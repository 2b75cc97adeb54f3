import type { ChecklistCounts, Share } from '@ticklist/contracts';
import { isShareOverdue } from '@/lib/due';
import { mapPreservingIdentity } from '@/lib/map-preserving-identity';
import type { ChecklistsListData } from '../api/get-checklists';
import type { ListedChecklist } from '../api/listed-checklist';

type State = 'done' | 'inProgress' | 'notOpened';

/** A share's state as the server's maintained figures define it (done when every item is ticked). */
function stateOf(share: Share, doneCount: number, items: number): State {
  if (doneCount >= items) return 'done';
  return share.firstOpenedAt || doneCount > 0 ? 'inProgress' : 'notOpened';
}

function doneCountOf(completed: { itemId: string }[], itemIds: Set<string>): number {
  return new Set(completed.map((c) => c.itemId).filter((id) => itemIds.has(id))).size;
}

/**
 * The checklist's counts once one of its loaded recipients' ticks became `completed` (a
 * `share:progress`): the card's summary moves with the row, without asking the server.
 */
export function countsAfterProgress(
  checklist: ListedChecklist & { counts: ChecklistCounts },
  before: Share,
  completed: { itemId: string }[],
  now: number,
): ChecklistCounts {
  const itemIds = new Set(checklist.items.map((i) => i.id));
  const items = itemIds.size;
  const after: Share = { ...before, completedItems: completed };
  const [was, is] = [doneCountOf(before.completedItems, itemIds), doneCountOf(completed, itemIds)];
  const counts = { ...checklist.counts };
  const [from, to] = [stateOf(before, was, items), stateOf(after, is, items)];
  if (from !== to) {
    counts[from] = Math.max(0, counts[from] - 1);
    counts[to] += 1;
  }
  counts.overdue = Math.max(0, counts.overdue + Number(isShareOverdue(after, checklist, now)) - Number(isShareOverdue(before, checklist, now)));
  if (counts.itemsDone !== undefined && !before.revokedAt) counts.itemsDone = Math.max(0, counts.itemsDone + is - was);
  return counts;
}

/** Puts the server's counts of a checklist into every dashboard list (same object when nothing changes). */
export function patchCountsInList(data: ChecklistsListData | undefined, checklistId: string, counts: ChecklistCounts): ChecklistsListData | undefined {
  if (!data) return data;
  const same = (a: ChecklistCounts | undefined) => !!a && JSON.stringify(a) === JSON.stringify(counts);
  const pages = mapPreservingIdentity(data.pages, (page) => {
    const items = mapPreservingIdentity(page.items, (c: ListedChecklist) => (c.id !== checklistId || !c.counts || same(c.counts) ? c : { ...c, counts }));
    return items === page.items ? page : { ...page, items };
  });
  return pages === data.pages ? data : { ...data, pages };
}

/** Whether a dashboard list holds this checklist with counts but without the recipient's row (not loaded). */
export function countsNeedServer(data: ChecklistsListData | undefined, checklistId: string, shareId: string): boolean {
  for (const page of data?.pages ?? []) {
    for (const c of page.items as ListedChecklist[]) {
      if (c.id === checklistId && c.counts) return !c.shares.some((s) => s.id === shareId);
    }
  }
  return false;
}
