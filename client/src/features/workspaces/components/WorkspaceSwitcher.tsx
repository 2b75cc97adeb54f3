import { Link } from 'react-router-dom';
import { WORKSPACE_UI as U, type Workspace } from '@ticklist/contracts';
import { useCurrentWorkspace } from '../use-current-workspace';
import '../workspaces.css';

const optionName = (w: Workspace) => (w.personal ? U.personal : w.name);

/**
 * The dashboard's workspace switcher (issue 47): a native select (keyboard and screen readers know
 * it), the choice kept in the URL (`/dashboard?ws=…`), with the way to its settings and to a new one.
 * It shows for every account: "New workspace" is where teams start.
 */
export function WorkspaceSwitcher() {
  const { current, workspaces, choose } = useCurrentWorkspace();
  if (!workspaces || !current) return null;
  return (
    <div className="workspace-switcher row">
      <div className="field workspace-switcher__field">
        <label htmlFor="workspace-switcher">{U.switcherLabel}</label>
        <select
          id="workspace-switcher"
          className="select"
          value={current.id}
          onChange={(event) => {
            const next = workspaces.find((w) => w.id === event.target.value);
            if (next) choose(next);
          }}
        >
          {workspaces.map((w) => (
            <option key={w.id} value={w.id}>
              {optionName(w)}
            </option>
          ))}
        </select>
      </div>
      <span className="workspace-switcher__role">{U.yourRole(current.role)}</span>
      {!current.personal && (
        <Link className="btn btn--small" to={`/dashboard/workspaces/${encodeURIComponent(current.id)}`}>
          {U.settings}
        </Link>
      )}
      <Link className="btn btn--small btn--ghost" to="/dashboard/workspaces/new">
        {U.newWorkspace}
      </Link>
    </div>
  );
}
