import { WebAuthnAbortService, startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { AuthResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * "Sign in with a passkey": a fresh challenge from the server, the browser's assertion with any
 * passkey of this site, then a session. `autofill`: the passkeys are offered in the username
 * field's suggestions (conditional UI) and this waits until one is picked.
 */
export async function loginWithPasskey({ autofill = false } = {}): Promise<AuthResponse> {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>('/login/passkey/options', { method: 'POST', body: {}, auth: false });
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return apiRequest<AuthResponse>('/login/passkey', { method: 'POST', body: { response }, auth: false });
}

/** Ends a pending passkey request (the page goes away, or another sign-in starts). */
export const cancelPasskeyRequest = () => WebAuthnAbortService.cancelCeremony();
