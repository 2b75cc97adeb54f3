import { WORKSPACE_UI as U, roleIncludes, type Workspace } from '@ticklist/contracts';

/**
 * Where an admin of `from` may move its checklists (issue 47): the other workspaces where they
 * are at least editor, named as the switcher names them. None for other roles.
 */
export function moveTargets(workspaces: Workspace[] | undefined, from: Workspace | undefined): { id: string; name: string }[] {
  if (!workspaces || !from || from.role !== 'admin') return [];
  return workspaces
    .filter((w) => w.id !== from.id && roleIncludes(w.role, 'editor'))
    .map((w) => ({ id: w.id, name: w.personal ? U.personal : w.name }));
}
