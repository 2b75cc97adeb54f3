import { Secret, TOTP } from 'otpauth';
import type { Api } from './http';
import type { Owner } from './accounts';

/**
 * The code an authenticator app shows for `secret`, `stepsAhead` time steps from now. Tests use
 * the current step and the next one: both stay inside the server's window of ±1 step even when a
 * step ends while the test runs, so no test waits for the clock.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

export interface OwnerWithTotp extends Owner {
  secret: string;
  recoveryCodes: string[];
}

/**
 * Turns the authenticator app on for `owner` through the API; the confirming code is the current
 * step's, so the next step's code (`totpCode(secret, 1)`) is the first one a sign-in may use.
 */
export async function enableTotp(api: Api, owner: Owner): Promise<OwnerWithTotp> {
  const started = await api.post('/api/user/totp', {}, owner.token);
  if (started.status !== 200) throw new Error(`totp not started: ${started.status} ${JSON.stringify(started.body)}`);
  const secret: string = started.body.secret;
  const confirmed = await api.post('/api/user/totp/confirm', { code: totpCode(secret) }, owner.token);
  if (confirmed.status !== 200) throw new Error(`totp not confirmed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { ...owner, secret, recoveryCodes: confirmed.body.recoveryCodes };
}
