import { useQuery } from '@tanstack/react-query';
import type { ChecklistForEdit } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** Preview reads the owner's checklist as the edit screen does (GET /api/checklist/{id}/edit). */
export function fetchChecklistForPreview(id: string, signal?: AbortSignal): Promise<ChecklistForEdit> {
  return apiRequest<ChecklistForEdit>(`/checklist/${encodeURIComponent(id)}/edit`, { signal });
}

export function usePreviewChecklist(id: string) {
  return useQuery({
    queryKey: ['guest-preview', id],
    queryFn: ({ signal }) => fetchChecklistForPreview(id, signal),
    enabled: id.length > 0,
    // Always show the checklist as saved now (an edit may have just happened).
    staleTime: 0,
  });
}
