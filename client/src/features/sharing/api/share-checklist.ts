import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareRequest, ShareResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** The dashboard list lives under this key (owned by the dashboard feature). */
const CHECKLIST_LIST_KEY = ['checklists', 'list'] as const;

export function shareChecklist(checklistId: string, emails: string[]): Promise<ShareResponse> {
  return apiRequest<ShareResponse>(`/checklist/${encodeURIComponent(checklistId)}/share`, {
    method: 'POST',
    body: { emails } satisfies ShareRequest,
  });
}

/** Sends the share and refreshes the owner's list so the new shares show up. */
export function useShareChecklist(checklistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => shareChecklist(checklistId, emails),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHECKLIST_LIST_KEY }),
  });
}
