import type { ChecklistTemplate, CreateTemplateRequest } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { templatesKey } from './get-templates';

export function createTemplate(body: CreateTemplateRequest): Promise<ChecklistTemplate> {
  return apiRequest<ChecklistTemplate>('/templates', { method: 'POST', body });
}

/** Saves a checklist as one of the owner's templates; the template list is loaded afresh. */
export function useCreateTemplate() {
  return useRefreshingMutation(templatesKey, createTemplate);
}
