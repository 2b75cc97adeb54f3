import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
/** A code of the step before or after the current one is accepted too (clock drift, typing time). */
const WINDOW = 1;
const ISSUER = 'Ticklist';

/** A new TOTP secret (160 bits, as RFC 4226 recommends), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totp(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, account: string): string => totp(secret, account).toString();

/** A 6-digit code, spaces allowed ("123 456"); anything else is no TOTP code. */
export function asTotpCode(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The time step the code belongs to (within the window around `now`), or null when it matches none. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta;
}
