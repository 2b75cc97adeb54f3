import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_UI as T, fillText, type UserSession } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Spinner } from '@/components/ui/Spinner';
import { useSession } from '@/lib/session/session';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { SessionList, deviceOf } from './SessionList';

/**
 * Account › Security: the signed-in sessions, with Sign out per session and Sign out everywhere
 * (every other session ends, then this browser logs out). Signing out this browser's own session
 * is Log Out.
 */
export function SessionsPanel() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState<UserSession | null>(null);
  const [everywhere, setEverywhere] = useState(false);

  const logOutHere = () => {
    signOut();
    navigate('/login', { replace: true });
  };
  const confirmOne = async (session: UserSession) => {
    if (session.current) return logOutHere();
    await endOne.mutateAsync(session.id);
  };
  const confirmEverywhere = async () => {
    await endOthers.mutateAsync();
    logOutHere();
  };

  return (
    <section className="card account-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{T.title}</h2>
      <p className="muted">{T.intro}</p>
      {sessions.isPending ? (
        <Spinner />
      ) : sessions.isError ? (
        <Alert tone="error">{T.loadFailed}</Alert>
      ) : (
        <SessionList sessions={sessions.data.sessions} onSignOut={setSigningOut} />
      )}
      <div className="row session-list__actions">
        <button type="button" className="btn btn--danger" onClick={() => setEverywhere(true)}>
          {T.signOutEverywhere}
        </button>
      </div>
      {signingOut && (
        <ConfirmDialog
          title={T.signOutTitle}
          message={fillText(T.signOutBody, { device: signingOut.current ? T.thisBrowser : deviceOf(signingOut) })}
          confirmLabel={T.signOut}
          busyLabel={T.signingOut}
          cancelLabel={T.cancel}
          onConfirm={() => confirmOne(signingOut)}
          failureMessage={() => T.signOutFailed}
          onClose={() => setSigningOut(null)}
        />
      )}
      {everywhere && (
        <ConfirmDialog
          title={T.signOutEverywhereTitle}
          message={T.signOutEverywhereBody}
          confirmLabel={T.signOutEverywhere}
          busyLabel={T.signingOut}
          cancelLabel={T.cancel}
          onConfirm={confirmEverywhere}
          failureMessage={() => T.signOutFailed}
          onClose={() => setEverywhere(false)}
        />
      )}
    </section>
  );
}
