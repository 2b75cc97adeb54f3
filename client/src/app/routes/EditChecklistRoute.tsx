import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { CHECKLIST_MESSAGES as M, CHECKLIST_UI as T, WORKFLOW_MESSAGES as W, roleIncludes, roleNeededMessage, type ChecklistForEdit } from '@ticklist/contracts';
import { Spinner } from '@/components/ui/Spinner';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChecklist } from '@/features/checklists/api/get-checklist';
import { useUpdateChecklist } from '@/features/checklists/api/update-checklist';
import { BackButton } from '@/features/checklists/components/BackButton';
import { ChecklistForm } from '@/features/checklists/components/ChecklistForm';
import { useUnsavedGuard } from '@/features/checklists/components/use-unsaved-guard';
import { formFromChecklist, toUpdateRequest } from '@/features/checklists/form/checklist-form-model';
import { useWorkspaces } from '@/features/workspaces/api/workspaces';
import type { DashboardNotice } from './dashboard-notice';

/** Edit checklist: the create form loaded from GET /edit, with the response-policy flow. */
export default function EditChecklistRoute() {
  useDocumentTitle(T.editChecklist);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useChecklist(id);
  const workspaces = useWorkspaces();
  const toDashboard = () => navigate('/dashboard');

  if (query.isPending) {
    return (
      <div className="stack">
        <Header onBack={toDashboard} />
        <Spinner label={T.loadingChecklist} />
      </div>
    );
  }
  if (query.error || !query.data) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    const message = notFound ? M.notFound : query.error instanceof NetworkError ? M.networkError : M.fetchFailed;
    if (!notFound) console.error('Failed to fetch checklist', query.error);
    return (
      <div className="stack">
        {notFound ? <h1>{M.notFound}</h1> : <Header onBack={toDashboard} />}
        {!notFound && (
          <div className="alert alert--error" role="alert">
            {message}
          </div>
        )}
        <BackToDashboard onClick={toDashboard} />
      </div>
    );
  }
  // Issue 47: a viewer or reviewer of a team checklist may open the address but not edit: say so
  // instead of a form whose save would be refused (403).
  const role = workspaces.data?.find((w) => w.id === query.data.workspaceId)?.role;
  if (role && !roleIncludes(role, 'editor')) {
    return (
      <div className="stack">
        <Header onBack={toDashboard} />
        <div className="alert alert--info" role="status">
          {roleNeededMessage('editor')}
        </div>
        <BackToDashboard onClick={toDashboard} />
      </div>
    );
  }
  return (
    <EditForm
      key={query.data.id}
      checklist={query.data}
      onDone={toDashboard}
      onUpdated={() => navigate('/dashboard', { state: { notice: W.checklistUpdated } satisfies DashboardNotice })}
    />
  );
}

function Header({ onBack }: { onBack: () => void }) {
  return (
    <div className="page-head">
      <BackButton onClick={onBack} />
      <h1>{T.editChecklist}</h1>
    </div>
  );
}

function EditForm({ checklist, onDone, onUpdated }: { checklist: ChecklistForEdit; onDone: () => void; onUpdated: () => void }) {
  const update = useUpdateChecklist(checklist.id);
  // Seeded once: a background refetch must not overwrite what the owner is typing.
  const [initialValues] = useState(() => formFromChecklist(checklist));
  const unsaved = useUnsavedGuard();
  const leave = () => unsaved.guard(onDone);
  return (
    <div className="stack">
      <Header onBack={leave} />
      <ChecklistForm
        mode="edit"
        initialValues={initialValues}
        submitLabel={T.updateChecklist}
        submittingLabel={T.updating}
        onSave={async (prepared, values) => {
          await update.mutateAsync(toUpdateRequest(checklist.id, prepared, values));
          unsaved.setDirty(false);
          onUpdated();
        }}
        failureMessage={(error) => (error instanceof NetworkError ? M.networkError : M.updateFailed)}
        onCancel={leave}
        onDirtyChange={unsaved.setDirty}
      />
      {unsaved.dialog}
    </div>
  );
}

/** The way out of a page that shows no form (not found, failed, or a role that may not edit). */
function BackToDashboard({ onClick }: { onClick: () => void }) {
  return (
    <div>
      <button type="button" className="btn" onClick={onClick}>
        {T.backToDashboard}
      </button>
    </div>
  );
}
