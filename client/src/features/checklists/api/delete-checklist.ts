import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { checklistsListKey } from './get-checklists';

/** Deletes a checklist with its items, shares and responses; its links then answer 404. */
export function deleteChecklist(id: string): Promise<void> {
  return apiRequest<void>(`/checklist/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChecklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistsListKey }),
  });
}
