import { useNavigate, useParams } from 'react-router-dom';
import { GENERIC_MESSAGES as G, WORKSPACE_MESSAGES as M, WORKSPACE_UI as U } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session/session';
import { BackButton } from '@/features/checklists/components/BackButton';
import { useWorkspaces } from '@/features/workspaces/api/workspaces';
import { WorkspaceSettings } from '@/features/workspaces/components/WorkspaceSettings';
import { workspaceSearch } from '@/features/workspaces/use-current-workspace';

/** `/dashboard/workspaces/{id}`: a team workspace's settings and members (issue 47). */
export default function WorkspaceSettingsRoute() {
  useDocumentTitle(U.settings);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const workspaces = useWorkspaces();
  const workspace = workspaces.data?.find((w) => w.id === id && !w.personal);

  return (
    <div className="stack">
      <div className="page-head">
        <BackButton onClick={() => navigate(`/dashboard${workspaceSearch(workspace ? id : null)}`)} />
        <h1>{workspace ? `${U.settings}: ${workspace.name}` : U.settings}</h1>
      </div>
      {workspaces.isPending && <Spinner label={U.loading} />}
      {workspaces.error && <Alert tone="error">{errorMessage(workspaces.error, U.loadFailed, G.networkError)}</Alert>}
      {workspaces.data && !workspace && <Alert tone="error">{M.notFound}</Alert>}
      {workspace && user && <WorkspaceSettings key={workspace.id} workspace={workspace} meId={user.id} onGone={() => navigate('/dashboard', { replace: true })} />}
    </div>
  );
}
