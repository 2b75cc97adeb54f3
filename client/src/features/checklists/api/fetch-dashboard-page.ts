import { DASHBOARD_TEXTS as D, type ChecklistCountedPage, type ChecklistPage, type SharePage } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import type { ListedChecklist } from './listed-checklist';

/** A page of the checklist's recipients, oldest share first (`GET /api/checklist/{id}/shares`). */
export function fetchSharePage(checklistId: string, limit: number, cursor: string | null = null, signal?: AbortSignal): Promise<SharePage> {
  const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<SharePage>(`/checklist/${encodeURIComponent(checklistId)}/shares?limit=${limit}${after}`, { signal });
}

/**
 * One page of the dashboard: the light list (counts instead of every share, so its size does not
 * grow with the audience) and, for each shared checklist, its first recipient rows, asked for in
 * parallel. The card is drawn once with both, so nothing moves under the owner's eyes.
 */
export async function fetchDashboardPage(query: string, signal?: AbortSignal): Promise<ChecklistPage> {
  const light = await apiRequest<ChecklistCountedPage>(`/checklist?${query}&shares=none`, { signal });
  const items = await Promise.all(
    light.items.map(async (checklist): Promise<ListedChecklist> => {
      if (checklist.counts.recipients === 0) return { ...checklist, shares: [], sharesNextCursor: null };
      const first = await fetchSharePage(checklist.id, D.firstRecipients, null, signal);
      return { ...checklist, shares: first.shares, sharesNextCursor: first.nextCursor };
    }),
  );
  return { items, pagination: light.pagination };
}
