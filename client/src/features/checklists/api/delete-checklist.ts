import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { checklistsListKey } from './get-checklists';

/** Deletes a checklist with its items, shares and responses; its links then answer 404. */
export function deleteChecklist(id: string): Promise<void> {
  return apiRequest<void>(`/checklist/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteChecklist() {
  return useRefreshingMutation(checklistsListKey, deleteChecklist);
}
