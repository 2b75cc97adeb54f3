import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHECKLIST_MESSAGES, CHECKLIST_UI as T } from '@ticklist/contracts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateChecklist } from '@/features/checklists/api/create-checklist';
import { BackButton } from '@/features/checklists/components/BackButton';
import { ChecklistForm } from '@/features/checklists/components/ChecklistForm';
import { emptyForm, toCreateRequest } from '@/features/checklists/form/checklist-form-model';

/** Create checklist: the form; success returns to /dashboard with the new card on top. */
export default function CreateChecklistRoute() {
  useDocumentTitle(T.createChecklist);
  const navigate = useNavigate();
  const create = useCreateChecklist();
  const [initialValues] = useState(emptyForm);
  const toDashboard = () => navigate('/dashboard');

  return (
    <div className="stack">
      <div className="page-head">
        <BackButton onClick={toDashboard} />
        <h1>{T.createChecklist}</h1>
      </div>
      <ChecklistForm
        mode="create"
        initialValues={initialValues}
        submitLabel={T.saveChecklist}
        submittingLabel={T.saving}
        onSave={async (prepared) => {
          await create.mutateAsync(toCreateRequest(prepared));
          toDashboard();
        }}
        failureMessage={() => CHECKLIST_MESSAGES.saveFailed}
        onCancel={toDashboard}
      />
    </div>
  );
}
