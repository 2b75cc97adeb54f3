import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkspaceMember, WorkspaceMemberListResponse, WorkspaceMemberResponse, WorkspaceRole } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { workspacesKey } from './workspaces';

const membersKey = (workspaceId: string) => ['workspaces', workspaceId, 'members'] as const;
const base = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}/members`;

/** A workspace's members (admins only: others get 403). */
export function useMembers(workspaceId: string, enabled: boolean) {
  return useQuery({
    queryKey: membersKey(workspaceId),
    queryFn: ({ signal }) => apiRequest<WorkspaceMemberListResponse>(base(workspaceId), { signal }).then((r) => r.members),
    enabled,
  });
}

export function useSetMemberRole(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
      apiRequest<WorkspaceMemberResponse>(`${base(workspaceId)}/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { role } }).then((r) => r.member),
    onSuccess: (member) =>
      queryClient.setQueryData<WorkspaceMember[]>(membersKey(workspaceId), (prev) => prev?.map((m) => (m.userId === member.userId ? member : m))),
    // Their own role may have changed: the switcher's roles follow.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspacesKey, exact: true }),
  });
}

/** Removes a member; the caller's own id leaves the workspace. */
export function useRemoveMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<void>(`${base(workspaceId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: (_, userId) => {
      queryClient.setQueryData<WorkspaceMember[]>(membersKey(workspaceId), (prev) => prev?.filter((m) => m.userId !== userId));
      return queryClient.invalidateQueries({ queryKey: workspacesKey, exact: true });
    },
  });
}
