import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHECKLIST_MESSAGES, CHECKLIST_UI as T, WORKFLOW_MESSAGES as W, type ChecklistTemplate } from '@ticklist/contracts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateChecklist } from '@/features/checklists/api/create-checklist';
import { BackButton } from '@/features/checklists/components/BackButton';
import { ChecklistForm } from '@/features/checklists/components/ChecklistForm';
import { useUnsavedGuard } from '@/features/checklists/components/use-unsaved-guard';
import { emptyForm, formFromTemplate, toCreateRequest } from '@/features/checklists/form/checklist-form-model';
import { TemplatePicker } from '@/features/templates/components/TemplatePicker';
import { useWorkspaceParam, workspaceSearch } from '@/features/workspaces/use-current-workspace';
import type { DashboardNotice } from './dashboard-notice';

/**
 * Create checklist: start blank or from a template (which fills the form), then the form;
 * success returns to /dashboard with the new card on top.
 */
export default function CreateChecklistRoute() {
  useDocumentTitle(T.createChecklist);
  const navigate = useNavigate();
  const create = useCreateChecklist();
  // The form reads its values once: a new start remounts it (the key) with the new values.
  const [start, setStart] = useState(() => ({ key: 0, templateId: null as string | null, values: emptyForm() }));
  const unsaved = useUnsavedGuard();
  // Created in the workspace the dashboard showed (`?ws=`), and back to it.
  const ws = useWorkspaceParam();
  const toDashboard = (notice?: string) => navigate(`/dashboard${workspaceSearch(ws)}`, notice ? { state: { notice } satisfies DashboardNotice } : undefined);
  const leave = () => unsaved.guard(() => toDashboard());
  const choose = (template: ChecklistTemplate | null) =>
    unsaved.guard(
      () => setStart((prev) => ({ key: prev.key + 1, templateId: template?.id ?? null, values: template ? formFromTemplate(template) : emptyForm() })),
      W.replaceWithTemplate,
    );

  return (
    <div className="stack">
      <div className="page-head">
        <BackButton onClick={leave} />
        <h1>{T.createChecklist}</h1>
      </div>
      <TemplatePicker selected={start.templateId} onChoose={choose} />
      <ChecklistForm
        key={start.key}
        mode="create"
        initialValues={start.values}
        submitLabel={T.saveChecklist}
        submittingLabel={T.saving}
        onSave={async (prepared) => {
          await create.mutateAsync(ws ? { ...toCreateRequest(prepared), workspaceId: ws } : toCreateRequest(prepared));
          unsaved.setDirty(false);
          toDashboard(W.checklistSaved);
        }}
        failureMessage={() => CHECKLIST_MESSAGES.saveFailed}
        onCancel={leave}
        onDirtyChange={unsaved.setDirty}
      />
      {unsaved.dialog}
    </div>
  );
}
