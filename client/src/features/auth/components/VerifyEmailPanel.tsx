import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, AUTH_UI, VERIFICATION_REDIRECT_MS } from '@ticklist/contracts';
import { Spinner } from '@/components/ui/Spinner';
import { NetworkError } from '@/lib/api-client';
import { useSession } from '@/lib/session/session';
import { bannerMessage } from '../api/errors';
import { validateEmail } from '../api/validate-email';
import { AuthState } from './AuthState';
import { useHeadingFocus } from './use-heading-focus';

type State = { kind: 'validating' } | { kind: 'success'; message: string } | { kind: 'error'; message: string; showHelp: boolean };

/**
 * E-mail verification (spec sections 2, 4, 8): validating → success (stores a returned session,
 * redirects after 2 s to /dashboard when signed in or given a token, else /login) or error.
 */
export function VerifyEmailPanel({ uuid, hash }: { uuid?: string; hash?: string }) {
  const { isAuthenticated, setSession } = useSession();
  const navigate = useNavigate();
  const missing = !uuid?.trim() || !hash?.trim();
  const [state, setState] = useState<State>(() =>
    missing ? { kind: 'error', message: AUTH_MESSAGES.verifyMissingParams, showHelp: false } : { kind: 'validating' },
  );
  // Reads the latest sign-in state when the timer fires, not the one at mount.
  const redirect = useEffectEvent((gotSession: boolean) => {
    navigate(gotSession || isAuthenticated ? '/dashboard' : '/login', { replace: true });
  });

  useEffect(() => {
    if (missing) return;
    let cancelled = false;
    let timer: number | undefined;
    validateEmail(uuid!, hash!)
      .then((res) => {
        if (cancelled) return;
        const gotSession = !!(res.token && res.user);
        if (gotSession) setSession(res.token!, res.user!);
        setState({ kind: 'success', message: res.message || AUTH_UI.verifiedTitle });
        timer = window.setTimeout(() => redirect(gotSession), VERIFICATION_REDIRECT_MS);
      })
      .catch((error) => {
        if (cancelled) return;
        setState({
          kind: 'error',
          message: bannerMessage(error, { fallback: AUTH_MESSAGES.verifyFailed, network: AUTH_MESSAGES.verifyNetwork }),
          showHelp: !(error instanceof NetworkError),
        });
      });
    return () => {
      cancelled = true;
      if (timer) window.clearTimeout(timer);
    };
  }, [uuid, hash, missing, navigate, setSession]);

  const heading = useHeadingFocus(state.kind);

  if (state.kind === 'validating') {
    return (
      <AuthState headingRef={heading} title={AUTH_UI.verifyingTitle}>
        <Spinner label={AUTH_UI.verifyingBody} />
      </AuthState>
    );
  }
  if (state.kind === 'success') {
    return (
      <AuthState headingRef={heading} title={AUTH_UI.verifiedTitle} icon="success">
        <div role="status">
          <p>{state.message}</p>
          <p className="muted">{AUTH_UI.redirecting}</p>
        </div>
      </AuthState>
    );
  }
  return (
    <AuthState
      headingRef={heading}
      title={AUTH_MESSAGES.verifyFailed}
      icon="error"
      actions={
        // The spec's Login/Dashboard button.
        <button type="button" className="btn btn--primary btn--block" onClick={() => navigate(isAuthenticated ? '/dashboard' : '/login')}>
          {isAuthenticated ? AUTH_UI.goToDashboard : AUTH_UI.goToLogin}
        </button>
      }
    >
      <div role="alert">
        {state.message !== AUTH_MESSAGES.verifyFailed && <p>{state.message}</p>}
        {state.showHelp && <p className="muted">{AUTH_UI.verifyFailedBody}</p>}
      </div>
    </AuthState>
  );
}
