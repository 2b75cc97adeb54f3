import { Link, useLocation, useNavigate } from 'react-router-dom';
import { GENERIC_MESSAGES as G, INVITATION_MESSAGES as M, WORKSPACE_UI as U } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Spinner } from '@/components/ui/Spinner';
import { userText } from '@/components/ui/UserText';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/session';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitations';
import { workspaceSearch } from '../use-current-workspace';

/** Where sign-up takes an invitation's token (`/register?invitation=…`). */
export const INVITATION_PARAM = 'invitation';

/**
 * The invitation link's page (`/invitations/{token}`, issue 47): what it offers, then Join when
 * signed in with the invited address, or sign up with the invitation / sign in to join.
 */
export function InvitationPanel({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const { user, isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  if (preview.isPending) return <Spinner label={U.loading} />;
  if (!preview.data) {
    return (
      <div className="stack-sm">
        <h1>{U.invitationTitle}</h1>
        <Alert tone="error">{errorMessage(preview.error, M.linkInvalid, G.networkError)}</Alert>
      </div>
    );
  }
  const { workspace, role, email } = preview.data;
  const otherAddress = isAuthenticated && user && user.email.toLowerCase() !== email.toLowerCase();

  return (
    <div className="stack">
      <h1>{U.invitationTitle}</h1>
      <p {...userText}>{U.invitationOffer(workspace.name, role)}</p>
      <p className="muted" {...userText}>{U.invitationFor(email)}</p>
      {isAuthenticated && !otherAddress && (
        <>
          {accept.error && <Alert tone="error">{errorMessage(accept.error, G.anErrorOccurred, G.networkError)}</Alert>}
          <BusyButton
            block
            type="button"
            busy={accept.isPending}
            label={U.join}
            busyLabel={U.joining}
            onClick={() => accept.mutate(undefined, { onSuccess: (joined) => navigate(`/dashboard${workspaceSearch(joined.id)}`, { replace: true }) })}
          />
        </>
      )}
      {otherAddress && <Alert tone="warning">{M.otherAddress}</Alert>}
      {!isAuthenticated && (
        <div className="stack-sm">
          <Link className="btn btn--primary btn--block" to={`/register?${INVITATION_PARAM}=${encodeURIComponent(token)}`}>
            {U.signUpToJoin}
          </Link>
          <Link className="btn btn--block" to="/login" state={{ from: location }}>
            {U.signInToJoin}
          </Link>
        </div>
      )}
    </div>
  );
}
