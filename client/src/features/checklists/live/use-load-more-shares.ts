import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SHARE_PAGE_DEFAULT } from '@ticklist/contracts';
import { mapPreservingIdentity } from '@/lib/map-preserving-identity';
import { fetchSharePage } from '../api/fetch-dashboard-page';
import { checklistsListKey, type ChecklistsListData } from '../api/get-checklists';
import type { ListedChecklist } from '../api/listed-checklist';

/**
 * "Show all N recipients" on a dashboard card (issue 44): the next page of the checklist's
 * recipients list, appended to the rows the dashboard lists hold, so the live updates reach them too.
 */
export function useLoadMoreShares(): (checklist: ListedChecklist) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (checklist: ListedChecklist) => {
      if (!checklist.sharesNextCursor) return;
      const page = await fetchSharePage(checklist.id, SHARE_PAGE_DEFAULT, checklist.sharesNextCursor);
      queryClient.setQueriesData<ChecklistsListData>({ queryKey: checklistsListKey }, (data) => {
        if (!data) return data;
        const pages = mapPreservingIdentity(data.pages, (p) => {
          const items = mapPreservingIdentity(p.items, (c: ListedChecklist) => {
            // A list re-fetched meanwhile starts again from the first rows: this page no longer follows them.
            if (c.id !== checklist.id || c.sharesNextCursor !== checklist.sharesNextCursor) return c;
            const known = new Set(c.shares.map((s) => s.id));
            return { ...c, shares: [...c.shares, ...page.shares.filter((s) => !known.has(s.id))], sharesNextCursor: page.nextCursor };
          });
          return items === p.items ? p : { ...p, items };
        });
        return pages === data.pages ? data : { ...data, pages };
      });
    },
    [queryClient],
  );
}
