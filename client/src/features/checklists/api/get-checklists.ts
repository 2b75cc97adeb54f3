import { useCallback } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ChecklistPage, ChecklistSummary } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * The owner's dashboard list (every checklist). Mutations and live events of this feature update
 * it through this key; it is also the prefix of the filtered lists, so an invalidation or a live
 * update given this key reaches them all.
 */
export const checklistsListKey = ['checklists', 'list'] as const;

/** Which checklists the dashboard lists: all, or those with someone overdue (server `status`). */
export type ChecklistsFilter = 'all' | 'overdue';

export const checklistsListKeyFor = (filter: ChecklistsFilter) =>
  filter === 'all' ? checklistsListKey : ([...checklistsListKey, filter] as const);

export type ChecklistsListData = InfiniteData<ChecklistPage, number>;

export function fetchChecklists(page: number, signal?: AbortSignal, filter: ChecklistsFilter = 'all'): Promise<ChecklistPage> {
  // The unfiltered list asks exactly as before, so servers without `status` answer it too.
  const status = filter === 'all' ? '' : `&status=${filter}`;
  return apiRequest<ChecklistPage>(`/checklist?page=${page}${status}`, { signal });
}

/**
 * Pages of the owner's checklists, newest first. Loaded once by the dashboard layout and read by
 * its child routes; mutations and live events keep the cache current, so it never goes stale by
 * time alone (a share or a reconnect invalidates it explicitly).
 */
export function useChecklists(filter: ChecklistsFilter = 'all') {
  return useInfiniteQuery<ChecklistPage, Error, ChecklistsListData, readonly string[], number>({
    queryKey: checklistsListKeyFor(filter),
    queryFn: ({ pageParam, signal }) => fetchChecklists(pageParam, signal, filter),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.has_next ? (last.pagination.next_page ?? undefined) : undefined),
    staleTime: Infinity,
  });
}

/**
 * All loaded checklists in order. A checklist created after page 1 was fetched shifts the
 * server's pages by one, so a later page may repeat an item already shown: keep the first.
 */
export function flattenChecklists(data: ChecklistsListData | undefined): ChecklistSummary[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: ChecklistSummary[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** Re-fetches the owner's lists (e.g. after a share, whose answer does not carry the new shares). */
export function useRefreshChecklists(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: checklistsListKey }), [queryClient]);
}
