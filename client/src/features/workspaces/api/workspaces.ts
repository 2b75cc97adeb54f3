import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Workspace, WorkspaceListResponse, WorkspaceResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

export const workspacesKey = ['workspaces'] as const;

export const fetchWorkspaces = (signal?: AbortSignal) => apiRequest<WorkspaceListResponse>('/workspaces', { signal }).then((r) => r.workspaces);

/** The caller's workspaces, the personal one first (`GET /api/workspaces`). */
export function useWorkspaces() {
  return useQuery({
    queryKey: workspacesKey,
    queryFn: ({ signal }) => fetchWorkspaces(signal),
    staleTime: 60_000,
  });
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<WorkspaceResponse>('/workspaces', { method: 'POST', body: { name } }).then((r) => r.workspace),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspacesKey }),
  });
}

export function useRenameWorkspace(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<WorkspaceResponse>(`/workspaces/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } }).then((r) => r.workspace),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspacesKey }),
  });
}

export function useDeleteWorkspace(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(`/workspaces/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspacesKey }),
  });
}

/** The workspace `id` names among the caller's, or their personal one when none or an unknown one is named. */
export function pickWorkspace(workspaces: Workspace[] | undefined, id: string | null): Workspace | undefined {
  if (!workspaces) return undefined;
  return workspaces.find((w) => w.id === id) ?? workspaces.find((w) => w.personal) ?? workspaces[0];
}
