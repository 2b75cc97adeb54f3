import { useQuery } from '@tanstack/react-query';
import type { TemplateListResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** Built-in templates first, then the owner's own, newest first. */
export const templatesKey = ['templates'] as const;

export function fetchTemplates(signal?: AbortSignal): Promise<TemplateListResponse> {
  return apiRequest<TemplateListResponse>('/templates', { signal });
}

export function useTemplates() {
  return useQuery({ queryKey: templatesKey, queryFn: ({ signal }) => fetchTemplates(signal), staleTime: 60_000 });
}
