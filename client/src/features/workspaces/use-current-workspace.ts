import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { roleIncludes, type Workspace, type WorkspaceRole } from '@ticklist/contracts';
import { pickWorkspace, useWorkspaces } from './api/workspaces';

/** The address's workspace parameter: `/dashboard?ws=…` (absent: the personal workspace). */
export const WORKSPACE_PARAM = 'ws';

/** The `ws` the address names, as it is (null: the personal workspace). */
export function useWorkspaceParam(): string | null {
  const [params] = useSearchParams();
  return params.get(WORKSPACE_PARAM) || null;
}

/** `?ws=…` for a link that keeps the workspace (empty for the personal one). */
export const workspaceSearch = (ws: string | null) => (ws ? `?${WORKSPACE_PARAM}=${encodeURIComponent(ws)}` : '');

/**
 * The workspace the dashboard shows, kept in the URL so a reload or a shared link keeps it; the
 * personal one when the address names none (today's URL) or one the account is not a member of.
 */
export function useCurrentWorkspace() {
  const [, setParams] = useSearchParams();
  const ws = useWorkspaceParam();
  const workspaces = useWorkspaces();
  const current = pickWorkspace(workspaces.data, ws);
  const choose = useCallback(
    (next: Workspace) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        if (next.personal) out.delete(WORKSPACE_PARAM);
        else out.set(WORKSPACE_PARAM, next.id);
        return out;
      }),
    [setParams],
  );
  return { ws, current, workspaces: workspaces.data, choose };
}

/**
 * Whether the caller's role in the current workspace includes `needed`. While the workspaces load
 * (or the personal workspace, where the account is admin) every control shows: the server is the real check.
 */
export function useMayDo(needed: WorkspaceRole): boolean {
  const { current } = useCurrentWorkspace();
  return !current || roleIncludes(current.role, needed);
}
