import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { ShareActivityEntry, ShareActivityPage } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** One recipient's timeline; live entries are put in through `prependActivity`. */
export const shareActivityKey = (checklistId: string, shareId: string) => ['sharing', 'activity', checklistId, shareId] as const;

export type ShareActivityData = InfiniteData<ShareActivityPage, string | null>;

export function fetchShareActivity(checklistId: string, shareId: string, cursor: string | null, signal?: AbortSignal): Promise<ShareActivityPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<ShareActivityPage>(`/checklist/${encodeURIComponent(checklistId)}/shares/${encodeURIComponent(shareId)}/activity${query}`, { signal });
}

/** Newest first, a page at a time ("Show older activity" fetches the next); only while `enabled` (the row is open). */
export function useShareActivity(checklistId: string, shareId: string, enabled: boolean) {
  return useInfiniteQuery<ShareActivityPage, Error, ShareActivityData, ReturnType<typeof shareActivityKey>, string | null>({
    queryKey: shareActivityKey(checklistId, shareId),
    queryFn: ({ pageParam, signal }) => fetchShareActivity(checklistId, shareId, pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** A live entry on top of the first page; the same data when it is already there. */
export function prependActivity(data: ShareActivityData | undefined, entry: ShareActivityEntry): ShareActivityData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.entries.some((e) => e.id === entry.id))) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, entries: [entry, ...first!.entries] }, ...rest] };
}
