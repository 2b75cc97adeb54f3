import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistDetailResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { checklistsListKey } from './get-checklists';

/** Moves a checklist to another of the caller's workspaces (`POST /api/checklist/{id}/transfer`). */
export function useTransferChecklist(checklistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspaceId: string) =>
      apiRequest<ChecklistDetailResponse>(`/checklist/${encodeURIComponent(checklistId)}/transfer`, { method: 'POST', body: { workspaceId } }),
    // It left this workspace's list and joined another's: both are refetched.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistsListKey }),
  });
}
