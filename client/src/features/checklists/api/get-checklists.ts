import { useCallback } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ChecklistPage, ChecklistStatus, ChecklistSummary } from '@ticklist/contracts';
import { fetchDashboardPage } from './fetch-dashboard-page';

/**
 * The owner's dashboard list (every checklist). Mutations and live events of this feature update
 * it through this key; it is also the prefix of the filtered lists, so an invalidation or a live
 * update given this key reaches them all.
 */
export const checklistsListKey = ['checklists', 'list'] as const;

/** Which checklists the dashboard lists: a status (server `status`) and title words (server `q`). */
export interface ChecklistsFilter {
  status: ChecklistStatus;
  q: string;
  /** The workspace (server `workspaceId`, issue 47); absent: the personal one, asked as before. */
  ws?: string | null;
}

export const ALL_CHECKLISTS: ChecklistsFilter = { status: 'all', q: '' };

/** `['checklists','list']` for the plain list; a status key is the prefix of its searches. */
export const checklistsListKeyFor = (status: ChecklistStatus, q = '', ws: string | null = null) =>
  ws
    ? ([...checklistsListKey, 'workspace', ws, status, ...(q ? [q] : [])] as const)
    : status === 'all' && !q ? checklistsListKey : ([...checklistsListKey, status, ...(q ? [q] : [])] as const);

export type ChecklistsListData = InfiniteData<ChecklistPage, number>;

export function fetchChecklists(page: number, signal?: AbortSignal, filter: ChecklistsFilter = ALL_CHECKLISTS): Promise<ChecklistPage> {
  // The unfiltered list asks exactly as before, so servers without `status` answer it too.
  const status = filter.status === 'all' ? '' : `&status=${filter.status}`;
  const q = filter.q ? `&q=${encodeURIComponent(filter.q)}` : '';
  const ws = filter.ws ? `&workspaceId=${encodeURIComponent(filter.ws)}` : '';
  return fetchDashboardPage(`page=${page}${status}${q}${ws}`, signal);
}

/**
 * Pages of the owner's checklists, newest first. Loaded once by the dashboard layout and read by
 * its child routes; mutations and live events keep the cache current, so it never goes stale by
 * time alone (a share or a reconnect invalidates it explicitly).
 */
export function useChecklists(filter: ChecklistsFilter = ALL_CHECKLISTS) {
  return useInfiniteQuery<ChecklistPage, Error, ChecklistsListData, readonly string[], number>({
    queryKey: checklistsListKeyFor(filter.status, filter.q, filter.ws),
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
