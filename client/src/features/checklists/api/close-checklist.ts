import type { ChecklistSummary } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { checklistsListKey } from './get-checklists';

/** Closes (recipients keep read-only access) or reopens a checklist; answers its summary. */
export function setChecklistClosed(id: string, closed: boolean): Promise<ChecklistSummary> {
  return apiRequest<ChecklistSummary>(`/checklist/${encodeURIComponent(id)}/${closed ? 'close' : 'reopen'}`, { method: 'POST' });
}

/** A closed checklist leaves the main list and joins the closed filter: every list is reloaded. */
export function useSetChecklistClosed(id: string) {
  return useRefreshingMutation(checklistsListKey, (closed: boolean) => setChecklistClosed(id, closed));
}
