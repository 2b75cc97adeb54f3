import { useEffect, useState } from 'react';
import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import { AUTH_MESSAGES, PASSKEY_MESSAGES, PASSKEY_UI as T, type AuthResponse, type SignInOptions, type User } from '@ticklist/contracts';
import { ApiError } from '@/lib/api-client';
import { useLatest } from '@/lib/use-latest';
import { bannerMessage } from '../api/errors';
import { cancelPasskeyRequest, loginWithPasskey } from '../api/login-passkey';

/** Whether this page can sign in with a passkey: the server offers them and the browser has WebAuthn. */
export const passkeysOffered = (signIn: SignInOptions | undefined): boolean => signIn?.passkeys === true && browserSupportsWebAuthn();

/** The banner text for a failed passkey sign-in; null when the person cancelled the browser's prompt. */
function failureText(error: unknown): string | null {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return null;
  return bannerMessage(error, { fallback: PASSKEY_MESSAGES.signInFailed, network: AUTH_MESSAGES.networkError });
}

/**
 * "Sign in with a passkey" (any passkey of this site, no address needed). With `autofill`, the
 * passkeys are also offered in the username field's suggestions where the browser supports it
 * (conditional UI); pressing the button ends that wait and asks at once.
 */
export function PasskeySignIn({
  label = T.signIn,
  autofill = false,
  onSignedIn,
  onFailed,
}: {
  label?: string;
  autofill?: boolean;
  onSignedIn: (token: string, user: User) => void;
  onFailed: (message: string | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const signedIn = useLatest(onSignedIn);
  const failed = useLatest(onFailed);

  useEffect(() => {
    if (!autofill) return;
    let live = true;
    void browserSupportsWebAuthnAutofill().then((supported) => {
      if (!supported || !live) return;
      loginWithPasskey({ autofill: true }).then(
        (res: AuthResponse) => live && signedIn.current(res.token, res.user),
        // Only the server's refusal is said: the wait ends quietly when another sign-in starts.
        (error: unknown) => live && error instanceof ApiError && failed.current(failureText(error)),
      );
    });
    return () => {
      live = false;
      cancelPasskeyRequest();
    };
  }, [autofill, signedIn, failed]);

  const signIn = async () => {
    onFailed(null);
    setBusy(true);
    try {
      const res = await loginWithPasskey();
      onSignedIn(res.token, res.user);
    } catch (error) {
      onFailed(failureText(error));
      setBusy(false);
    }
  };

  return (
    <button type="button" className="btn btn--block" disabled={busy} aria-busy={busy || undefined} onClick={() => void signIn()}>
      {busy ? T.signingIn : label}
    </button>
  );
}
