import type { EmailValidateResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

// The link is single use: one request per link even if the page mounts twice (React StrictMode).
const inFlight = new Map<string, Promise<EmailValidateResponse>>();

/** POST /api/email/validate/{uuid}/{hash} with an empty JSON body → {message, token?, user?}. */
export function validateEmail(uuid: string, hash: string): Promise<EmailValidateResponse> {
  const key = `${uuid}/${hash}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = apiRequest<EmailValidateResponse>(`/email/validate/${encodeURIComponent(uuid)}/${encodeURIComponent(hash)}`, {
      method: 'POST',
      body: {},
      auth: false,
    });
    inFlight.set(key, pending);
    // Forget it shortly after it settles, so a later visit asks the server again.
    const forget = () => window.setTimeout(() => inFlight.delete(key), 5_000);
    pending.then(forget, forget);
  }
  return pending;
}
