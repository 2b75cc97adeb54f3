import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTemplate, CreateTemplateRequest } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { templatesKey } from './get-templates';

export function createTemplate(body: CreateTemplateRequest): Promise<ChecklistTemplate> {
  return apiRequest<ChecklistTemplate>('/templates', { method: 'POST', body });
}

/** Saves a checklist as one of the owner's templates; the template list is loaded afresh. */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}
