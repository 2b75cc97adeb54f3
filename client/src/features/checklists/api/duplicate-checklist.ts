import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistSummary } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { checklistsListKey } from './get-checklists';

/** Copies title (+ " (copy)"), description, items and reminder rules; never the recipients. */
export function duplicateChecklist(id: string): Promise<ChecklistSummary> {
  return apiRequest<ChecklistSummary>(`/checklist/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });
}

export function useDuplicateChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateChecklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistsListKey }),
  });
}
