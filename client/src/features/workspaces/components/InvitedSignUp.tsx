import type { ReactNode } from 'react';
import { GENERIC_MESSAGES as G, INVITATION_MESSAGES as M, WORKSPACE_UI as U } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { userText } from '@/components/ui/UserText';
import { errorMessage } from '@/lib/api-client';
import { useInvitationPreview } from '../api/invitations';
import { fetchWorkspaces } from '../api/workspaces';
import { workspaceSearch } from '../use-current-workspace';

/**
 * Sign-up from an invitation (issue 47): says which workspace the account joins, fills in the
 * invited address, and tells the form where the new member lands (that workspace's dashboard).
 */
export function InvitedSignUp({ token, form }: { token: string; form: (email: string, invitedTo: () => Promise<string>) => ReactNode }) {
  const preview = useInvitationPreview(token);
  if (preview.isPending) return <Spinner label={U.loading} />;
  if (!preview.data) return <Alert tone="error">{errorMessage(preview.error, M.linkInvalid, G.networkError)}</Alert>;
  const name = preview.data.workspace.name;
  const invitedTo = async () => {
    const joined = (await fetchWorkspaces()).find((w) => !w.personal && w.name === name);
    return `/dashboard${workspaceSearch(joined?.id ?? null)}`;
  };
  return (
    <>
      <Alert tone="info">
        <span {...userText}>{U.signUpWithInvitation(name)}</span>
      </Alert>
      {form(preview.data.email, invitedTo)}
    </>
  );
}
