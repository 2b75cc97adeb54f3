import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistSummary, Share, UpdateChecklistRequest } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { checklistKey } from './get-checklist';
import { checklistsListKey, checklistsListKeyFor, type ChecklistsListData } from './get-checklists';

export function updateChecklist(id: string, body: UpdateChecklistRequest): Promise<ChecklistSummary> {
  return apiRequest<ChecklistSummary>(`/checklist/${encodeURIComponent(id)}/update`, { method: 'PUT', body });
}

/**
 * Shares as they stand after an update, for an answer that does not carry them: deleted items
 * and items whose responses were reset no longer count as done.
 */
function sharesAfterUpdate(shares: Share[], body: UpdateChecklistRequest, keptItemIds: Set<string>): Share[] {
  const reset = new Set(body.items.filter((i) => i.id && i.responsePolicy === 'reset').map((i) => i.id!));
  return shares.map((s) => ({
    ...s,
    completedItems: s.completedItems.filter((c) => keptItemIds.has(c.itemId) && !reset.has(c.itemId)),
  }));
}

/** Replaces the checklist in the cached list with the server's answer. */
export function useUpdateChecklist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChecklistRequest) => updateChecklist(id, body),
    onSuccess: (updated, body) => {
      queryClient.removeQueries({ queryKey: checklistKey(id), exact: true });
      // A new due date may put the checklist on or off the overdue list: the server decides.
      void queryClient.invalidateQueries({ queryKey: checklistsListKeyFor('overdue') });
      // The dashboard's counts (issue 44) follow the new items (done, Overall): the server counts them.
      void queryClient.invalidateQueries({ queryKey: checklistsListKey });
      const data = queryClient.getQueryData<ChecklistsListData>(checklistsListKey);
      if (!data) return;
      const keptIds = new Set(updated.items.map((i) => i.id));
      queryClient.setQueryData<ChecklistsListData>(checklistsListKey, {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((c) => {
            if (c.id !== id) return c;
            const items = updated.items.map(({ id: itemId, text, description, displayOrder }) => ({ id: itemId, text, description, displayOrder }));
            const shares = Array.isArray(updated.shares) ? updated.shares : sharesAfterUpdate(c.shares, body, keptIds);
            return { ...c, ...updated, items, shares };
          }),
        })),
      });
    },
  });
}
