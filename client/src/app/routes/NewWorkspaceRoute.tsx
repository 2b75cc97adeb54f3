import { useNavigate } from 'react-router-dom';
import { WORKSPACE_UI as U } from '@ticklist/contracts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/features/checklists/components/BackButton';
import { NewWorkspaceForm } from '@/features/workspaces/components/NewWorkspaceForm';

/** `/dashboard/workspaces/new`: a team workspace, then on to its settings to invite people (issue 47). */
export default function NewWorkspaceRoute() {
  useDocumentTitle(U.newWorkspace);
  const navigate = useNavigate();
  return (
    <div className="stack">
      <div className="page-head">
        <BackButton onClick={() => navigate('/dashboard')} />
        <h1>{U.newWorkspace}</h1>
      </div>
      <NewWorkspaceForm onCreated={(workspace) => navigate(`/dashboard/workspaces/${encodeURIComponent(workspace.id)}`)} />
    </div>
  );
}
