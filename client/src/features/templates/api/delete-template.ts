import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateListResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { templatesKey } from './get-templates';

export function deleteTemplate(id: string): Promise<void> {
  return apiRequest<void>(`/templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes one of the owner's templates and drops it from the cached list. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_, id) =>
      queryClient.setQueryData<TemplateListResponse>(templatesKey, (data) =>
        data ? { templates: data.templates.filter((t) => t.id !== id) } : data,
      ),
  });
}
