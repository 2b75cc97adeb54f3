import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, AUTH_UI } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { NetworkError } from '@/lib/api-client';
import { confirmUnsubscribe, validateUnsubscribe } from '../api/unsubscribe';
import { bannerMessage } from '../api/errors';
import { AuthHeading } from './AuthLayout';
import { useHeadingFocus } from './use-heading-focus';

type State = { kind: 'validating' } | { kind: 'confirm' } | { kind: 'done' } | { kind: 'error'; message: string };

/** Unsubscribe (spec sections 2, 4, 8): validate the link → confirm → done, or an error with Contact Support. */
export function UnsubscribePanel({ token }: { token?: string }) {
  const blank = !token?.trim();
  const [state, setState] = useState<State>(() => (blank ? { kind: 'error', message: AUTH_MESSAGES.unsubscribeInvalid } : { kind: 'validating' }));
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  useEffect(() => {
    if (blank) return;
    const controller = new AbortController();
    validateUnsubscribe(token!, controller.signal)
      .then(() => setState({ kind: 'confirm' }))
      .catch((error: Error) => {
        if (error.name === 'AbortError') return;
        setState({
          kind: 'error',
          message: error instanceof NetworkError ? AUTH_MESSAGES.unsubscribeValidateNetwork : AUTH_MESSAGES.unsubscribeInvalid,
        });
      });
    return () => controller.abort();
  }, [token, blank]);

  const heading = useHeadingFocus(state.kind);

  const confirm = async () => {
    setBusy(true);
    setConfirmError(null);
    try {
      await confirmUnsubscribe(token!);
      setState({ kind: 'done' });
    } catch (error) {
      setConfirmError(bannerMessage(error, { fallback: AUTH_MESSAGES.unsubscribeFailed, network: AUTH_MESSAGES.unsubscribeFailed }));
    } finally {
      setBusy(false);
    }
  };

  // The spec calls it a button (it leaves this screen for /contact).
  const contactSupport = (
    <button type="button" className="btn btn--block" onClick={() => navigate('/contact')}>
      {AUTH_UI.contactSupport}
    </button>
  );

  switch (state.kind) {
    case 'validating':
      return (
        <div className="auth-state">
          <AuthHeading ref={heading}>{AUTH_UI.unsubscribeTitle}</AuthHeading>
          <Spinner label={AUTH_UI.validatingUnsubscribe} />
        </div>
      );
    case 'confirm':
      return (
        <div className="auth-state">
          <div className="auth-icon auth-icon--info" aria-hidden="true">
            ✉
          </div>
          <AuthHeading ref={heading}>{AUTH_UI.unsubscribeTitle}</AuthHeading>
          <p>{AUTH_UI.unsubscribeConfirmBody}</p>
          {confirmError && <Alert tone="error">{confirmError}</Alert>}
          <div className="auth-actions">
            <button type="button" className="btn btn--danger btn--block" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
              {busy ? AUTH_UI.unsubscribing : AUTH_UI.permanentlyUnsubscribe}
            </button>
            {confirmError && contactSupport}
          </div>
        </div>
      );
    case 'done':
      return (
        <div className="auth-state">
          <div className="auth-icon auth-icon--success" aria-hidden="true">
            ✓
          </div>
          <AuthHeading ref={heading}>{AUTH_UI.unsubscribedTitle}</AuthHeading>
          <p role="status">{AUTH_UI.unsubscribedBody}</p>
          <div className="auth-actions">
            <Link className="btn btn--block" to="/">
              {AUTH_UI.backToHome}
            </Link>
          </div>
        </div>
      );
    case 'error':
      return (
        <div className="auth-state">
          <div className="auth-icon auth-icon--error" aria-hidden="true">
            !
          </div>
          <AuthHeading ref={heading}>{AUTH_UI.unsubscribeErrorTitle}</AuthHeading>
          <Alert tone="error">{state.message}</Alert>
          <div className="auth-actions">{contactSupport}</div>
        </div>
      );
  }
}
