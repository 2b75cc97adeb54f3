import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationPreview, Workspace, WorkspaceInvitation, WorkspaceRole } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { workspacesKey } from './workspaces';

const invitationsKey = (workspaceId: string) => ['workspaces', workspaceId, 'invitations'] as const;
const base = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}/invitations`;

/** The invitations still open (admins only). */
export function useInvitations(workspaceId: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationsKey(workspaceId),
    queryFn: ({ signal }) => apiRequest<{ invitations: WorkspaceInvitation[] }>(base(workspaceId), { signal }).then((r) => r.invitations),
    enabled,
  });
}

export function useInvite(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: WorkspaceRole }) =>
      apiRequest<{ invitation: WorkspaceInvitation }>(base(workspaceId), { method: 'POST', body }).then((r) => r.invitation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(workspaceId) }),
  });
}

export function useWithdrawInvitation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => apiRequest<void>(`${base(workspaceId)}/${encodeURIComponent(invitationId)}`, { method: 'DELETE' }),
    onSuccess: (_, invitationId) =>
      queryClient.setQueryData<WorkspaceInvitation[]>(invitationsKey(workspaceId), (prev) => prev?.filter((i) => i.id !== invitationId)),
  });
}

/** What an invitation link offers (anyone holding it may ask). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => apiRequest<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`, { signal, auth: false }),
    retry: false,
  });
}

/** Joins the workspace the link offers (signed in with the invited address). */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ workspace: Workspace }>(`/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' }).then((r) => r.workspace),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspacesKey, exact: true }),
  });
}
