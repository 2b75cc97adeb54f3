import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, AUTH_UI } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Spinner } from '@/components/ui/Spinner';
import { NetworkError } from '@/lib/api-client';
import { confirmUnsubscribe, validateUnsubscribe } from '../api/unsubscribe';
import { bannerMessage } from '../api/errors';
import { AuthState } from './AuthState';
import { useHeadingFocus } from './use-heading-focus';
import { useLinkCheck, type LinkCheck } from './use-link-check';
import { ButtonLink } from '@/components/ui/ButtonLink';

/** What a link that does not work says: a network failure, or invalid. */
const invalidMessage = (link: Extract<LinkCheck, { state: 'invalid' }>) =>
  link.error instanceof NetworkError ? AUTH_MESSAGES.unsubscribeValidateNetwork : AUTH_MESSAGES.unsubscribeInvalid;

/** Unsubscribe (spec sections 2, 4, 8): validate the link → confirm → done, or an error with Contact Support. */
export function UnsubscribePanel({ token }: { token?: string }) {
  const link = useLinkCheck(token, validateUnsubscribe);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const heading = useHeadingFocus(done ? 'done' : link.state);

  const confirm = async () => {
    setBusy(true);
    setConfirmError(null);
    try {
      await confirmUnsubscribe(token!);
      setDone(true);
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

  if (done) {
    return (
      <AuthState
        headingRef={heading}
        title={AUTH_UI.unsubscribedTitle}
        icon="success"
        actions={
          <ButtonLink to="/" block>
            {AUTH_UI.backToHome}
          </ButtonLink>
        }
      >
        <p role="status">{AUTH_UI.unsubscribedBody}</p>
      </AuthState>
    );
  }
  switch (link.state) {
    case 'checking':
      return (
        <AuthState headingRef={heading} title={AUTH_UI.unsubscribeTitle}>
          <Spinner label={AUTH_UI.validatingUnsubscribe} />
        </AuthState>
      );
    case 'valid':
      return (
        <AuthState
          headingRef={heading}
          title={AUTH_UI.unsubscribeTitle}
          icon="info"
          actions={
            <>
              <BusyButton
                block
                tone="danger"
                type="button"
                onClick={confirm}
                busy={busy}
                label={AUTH_UI.permanentlyUnsubscribe}
                busyLabel={AUTH_UI.unsubscribing}
              />
              {confirmError && contactSupport}
            </>
          }
        >
          <p>{AUTH_UI.unsubscribeConfirmBody}</p>
          {confirmError && <Alert tone="error">{confirmError}</Alert>}
        </AuthState>
      );
    case 'invalid':
      return (
        <AuthState headingRef={heading} title={AUTH_UI.unsubscribeErrorTitle} icon="error" actions={contactSupport}>
          <Alert tone="error">{invalidMessage(link)}</Alert>
        </AuthState>
      );
  }
}
