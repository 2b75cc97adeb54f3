import type { ChecklistSummary } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { checklistsListKey } from './get-checklists';

/** Copies title (+ " (copy)"), description, items and reminder rules; never the recipients. */
export function duplicateChecklist(id: string): Promise<ChecklistSummary> {
  return apiRequest<ChecklistSummary>(`/checklist/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });
}

export function useDuplicateChecklist() {
  return useRefreshingMutation(checklistsListKey, duplicateChecklist);
}
