import { useState } from 'react';
import { WORKSPACE_NAME_MAX, WORKSPACE_UI as U, type Workspace } from '@ticklist/contracts';
import { CreateForm } from '@/components/ui/CreateForm';
import { TextField } from '@/components/ui/TextField';
import { GENERIC_MESSAGES as G } from '@ticklist/contracts';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCreateWorkspace } from '../api/workspaces';

/** Creates a team workspace (its creator is its admin); `onCreated` goes on to invite people. */
export function NewWorkspaceForm({ onCreated }: { onCreated: (workspace: Workspace) => void }) {
  const create = useCreateWorkspace();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <CreateForm
      label={U.newWorkspace}
      className="card stack"
      failure={failure}
      busy={create.isPending}
      submitLabel={U.create}
      busyLabel={U.creating}
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        setFieldError(null);
        create.mutate(name.trim(), {
          onSuccess: onCreated,
          onError: (error) => {
            const lines = error instanceof ApiError ? error.errors?.name : undefined;
            if (lines?.length) setFieldError(lines);
            else setFailure(errorMessage(error, G.anErrorOccurred, G.networkError));
          },
        });
      }}
    >
      <TextField label={U.nameLabel} required maxLength={WORKSPACE_NAME_MAX} value={name} error={fieldError} onChange={(e) => setName(e.target.value)} />
    </CreateForm>
  );
}
