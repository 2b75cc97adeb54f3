import { useState } from 'react';
import { GENERIC_MESSAGES as G, WORKSPACE_ROLES, WORKSPACE_UI as U, isWorkspaceRole, type WorkspaceRole } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { TextField } from '@/components/ui/TextField';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useInvite } from '../api/invitations';

/** Invite by e-mail with a role: the server mails the link (7 days); a member already is said under the address. */
export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const invite = useInvite(workspaceId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('editor');
  const [emailError, setEmailError] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  return (
    <form
      noValidate
      aria-labelledby="invite-heading"
      className="stack-sm"
      onSubmit={(event) => {
        event.preventDefault();
        setNotice(null);
        setEmailError(null);
        const address = email.trim();
        invite.mutate(
          { email: address, role },
          {
            onSuccess: () => {
              setEmail('');
              setNotice({ tone: 'success', text: U.invited(address) });
            },
            onError: (error) => {
              const lines = error instanceof ApiError ? error.errors?.email : undefined;
              if (lines?.length) setEmailError(lines);
              else setNotice({ tone: 'error', text: errorMessage(error, G.anErrorOccurred, G.networkError) });
            },
          },
        );
      }}
    >
      <h3 id="invite-heading">{U.invite}</h3>
      <div className="invite-form">
        <TextField label={U.email} type="email" required autoComplete="off" value={email} error={emailError} onChange={(e) => setEmail(e.target.value)} />
        <div className="field">
          <label htmlFor="invite-role">{U.role}</label>
          <select id="invite-role" className="select" value={role} onChange={(e) => isWorkspaceRole(e.target.value) && setRole(e.target.value)}>
            {WORKSPACE_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <BusyButton busy={invite.isPending} label={U.inviteButton} busyLabel={U.inviting} />
      </div>
      <p className="muted">{U.roles}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </form>
  );
}
