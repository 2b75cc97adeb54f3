import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistSummary, CreateChecklistRequest } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { checklistsListKey, type ChecklistsListData } from './get-checklists';

export function createChecklist(body: CreateChecklistRequest): Promise<ChecklistSummary> {
  return apiRequest<ChecklistSummary>('/checklist/create', { method: 'POST', body });
}

/** Prepends the new checklist to the cached list (newest first), or loads the list if absent. */
export function useCreateChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChecklist,
    onSuccess: (created, body) => {
      const summary: ChecklistSummary = { ...created, shares: created.shares ?? [] };
      const data = queryClient.getQueryData<ChecklistsListData>(checklistsListKey);
      // A team workspace's list (issue 47) is another cache: it loads again.
      if (!data || data.pages.length === 0 || body.workspaceId) {
        void queryClient.invalidateQueries({ queryKey: checklistsListKey });
        return;
      }
      const [first, ...rest] = data.pages;
      queryClient.setQueryData<ChecklistsListData>(checklistsListKey, {
        ...data,
        pages: [
          {
            items: [summary, ...first.items.filter((c) => c.id !== summary.id)],
            pagination: { ...first.pagination, total: first.pagination.total + 1 },
          },
          ...rest,
        ],
      });
    },
  });
}
