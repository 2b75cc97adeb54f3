import { useState } from 'react';
import { GENERIC_MESSAGES as G, WORKSPACE_NAME_MAX, WORKSPACE_UI as U, type Workspace } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useMembers, useRemoveMember } from '../api/members';
import { useDeleteWorkspace, useRenameWorkspace } from '../api/workspaces';
import { InviteForm } from './InviteForm';
import { MemberList } from './MemberList';
import { OpenInvitations } from './OpenInvitations';
import '../workspaces.css';

const failed = (error: unknown) => errorMessage(error, G.anErrorOccurred, G.networkError);

/**
 * A team workspace's settings (issue 47). Admins: its name, members and roles, invitations and
 * deletion. Every member: their role and Leave (the last admin cannot leave: 409, said here).
 */
export function WorkspaceSettings({ workspace, meId, onGone }: { workspace: Workspace; meId: string; onGone: () => void }) {
  const admin = workspace.role === 'admin';
  const members = useMembers(workspace.id, admin);
  const leave = useRemoveMember(workspace.id);
  const remove = useDeleteWorkspace(workspace.id);
  const [confirming, setConfirming] = useState<'leave' | 'delete' | null>(null);

  return (
    <div className="stack">
      <p>{U.yourRole(workspace.role)}</p>
      {admin && <RenameForm workspace={workspace} />}

      <section className="card stack-sm" aria-labelledby="members-heading">
        <h2 id="members-heading">{U.members}</h2>
        {!admin && <p className="muted">{U.notAdmin}</p>}
        {admin && members.isPending && <Spinner label={U.loading} />}
        {admin && members.error && <Alert tone="error">{failed(members.error)}</Alert>}
        {admin && members.data && <MemberList workspaceId={workspace.id} members={members.data} meId={meId} onLeave={() => setConfirming('leave')} />}
        {!admin && (
          <div className="row">
            <button type="button" className="btn btn--danger" onClick={() => setConfirming('leave')}>
              {U.leave}
            </button>
          </div>
        )}
      </section>

      {admin && (
        <div className="card stack">
          <InviteForm workspaceId={workspace.id} />
          <OpenInvitations workspaceId={workspace.id} />
        </div>
      )}

      {admin && (
        <div className="row">
          <button type="button" className="btn btn--danger" onClick={() => setConfirming('delete')}>
            {U.deleteWorkspace}
          </button>
        </div>
      )}

      {confirming === 'leave' && (
        <ConfirmDialog
          title={U.leave}
          message={U.leaveConfirm(workspace.name)}
          confirmLabel={U.leave}
          busyLabel={U.leaving}
          cancelLabel={U.cancel}
          onConfirm={async () => {
            await leave.mutateAsync(meId);
            onGone();
          }}
          failureMessage={failed}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'delete' && (
        <ConfirmDialog
          title={U.deleteWorkspace}
          message={U.deleteConfirm(workspace.name)}
          confirmLabel={U.deleteWorkspace}
          busyLabel={U.deleting}
          cancelLabel={U.cancel}
          onConfirm={async () => {
            await remove.mutateAsync();
            onGone();
          }}
          failureMessage={failed}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}

function RenameForm({ workspace }: { workspace: Workspace }) {
  const rename = useRenameWorkspace(workspace.id);
  const [name, setName] = useState(workspace.name);
  const [fieldError, setFieldError] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  return (
    <form
      noValidate
      className="card stack-sm"
      aria-label={U.nameLabel}
      onSubmit={(event) => {
        event.preventDefault();
        setNotice(null);
        setFieldError(null);
        rename.mutate(name.trim(), {
          onSuccess: () => setNotice({ tone: 'success', text: U.renamed }),
          onError: (error) => {
            const lines = error instanceof ApiError ? error.errors?.name : undefined;
            if (lines?.length) setFieldError(lines);
            else setNotice({ tone: 'error', text: failed(error) });
          },
        });
      }}
    >
      <div className="invite-form">
        <TextField label={U.nameLabel} required maxLength={WORKSPACE_NAME_MAX} value={name} error={fieldError} onChange={(e) => setName(e.target.value)} />
        <BusyButton busy={rename.isPending} label={U.rename} busyLabel={U.saving} />
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </form>
  );
}
