import { useQuery } from '@tanstack/react-query';
import type { ChecklistForEdit } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** One checklist with its items' responses (GET /edit; the preview uses it too). */
export const checklistKey = (id: string) => ['checklists', 'detail', id] as const;

export function fetchChecklist(id: string, signal?: AbortSignal): Promise<ChecklistForEdit> {
  return apiRequest<ChecklistForEdit>(`/checklist/${encodeURIComponent(id)}/edit`, { signal });
}

/**
 * Always fresh when a screen opens it (responses change while the owner is away), and not kept
 * after the screen closes, so a form is never seeded from an old copy.
 */
export function useChecklist(id: string | undefined) {
  return useQuery({
    queryKey: checklistKey(id ?? ''),
    queryFn: ({ signal }) => fetchChecklist(id!, signal),
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
  });
}
