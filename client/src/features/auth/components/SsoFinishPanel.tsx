import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, OIDC_ERRORS, OIDC_MESSAGES, OIDC_UI, type OidcErrorReason } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { useSession } from '@/lib/session/session';
import { bannerMessage } from '../api/errors';
import { exchangeOidcCode } from '../api/oidc-exchange';
import { AuthHeading } from './AuthLayout';

/** What the callback put in the address's fragment: a code to trade, or why it failed. */
function readFragment(hash: string): { code: string | null; error: string | null } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { code: params.get('code'), error: params.get('error') };
}

const reasonText = (reason: string | null): string => (reason && reason in OIDC_ERRORS ? OIDC_ERRORS[reason as OidcErrorReason] : OIDC_ERRORS.failed);

/**
 * `/login/sso`, where single sign-on comes back: the code from the fragment (cleared from the
 * address at once, so it is not kept in history) is traded for a session; or the reason it failed.
 */
export function SsoFinishPanel() {
  const { setSession } = useSession();
  const navigate = useNavigate();
  // Read once, as the page opened: the address is cleared right after.
  const [fragment] = useState(() => readFragment(window.location.hash));
  const [failure, setFailure] = useState<string | null>(() => (fragment.code ? null : reasonText(fragment.error)));
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);

  useEffect(() => {
    // The code works once: a second run of this effect (development's double mount) must not spend it.
    if (started.current) return;
    started.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    const { code } = fragment;
    if (!code) return;
    exchangeOidcCode({ code }).then(
      (res) => {
        setSession(res.token, res.user);
        navigate('/dashboard', { replace: true });
      },
      (failed: unknown) => setFailure(bannerMessage(failed, { fallback: OIDC_MESSAGES.codeInvalid, network: AUTH_MESSAGES.networkError })),
    );
  }, [fragment, navigate, setSession]);

  useEffect(() => {
    if (failure) heading.current?.focus();
  }, [failure]);

  if (!failure) {
    return (
      <>
        <AuthHeading>{OIDC_UI.finishingTitle}</AuthHeading>
        <Spinner />
      </>
    );
  }
  return (
    <>
      <AuthHeading ref={heading}>{OIDC_UI.failedTitle}</AuthHeading>
      <Alert tone="error">{failure}</Alert>
      <p>
        <Link to="/login">{OIDC_UI.backToLogin}</Link>
      </p>
    </>
  );
}
