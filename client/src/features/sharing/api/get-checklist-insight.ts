import { useQuery } from '@tanstack/react-query';
import type { ChecklistInsightResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** The insight view refetches this key when the checklist's progress changes (see ItemInsight). */
export const checklistInsightKey = (checklistId: string) => ['checklist-insight', checklistId] as const;

export function fetchChecklistInsight(checklistId: string, signal?: AbortSignal): Promise<ChecklistInsightResponse> {
  return apiRequest<ChecklistInsightResponse>(`/checklist/${encodeURIComponent(checklistId)}/insight`, { signal });
}

/** Item insight of one checklist, fetched only while `enabled` (the view is open). */
export function useChecklistInsight(checklistId: string, enabled: boolean) {
  return useQuery({
    queryKey: checklistInsightKey(checklistId),
    queryFn: ({ signal }) => fetchChecklistInsight(checklistId, signal),
    enabled,
  });
}
