import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@ticklist/contracts';

/** No 0/o, 1/l/i: codes are read off paper. 31 letters, 10 of them: about 50 bits each. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** Ten new codes as shown to the owner (`abcde-fghjk`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A typed code reduced to its letters (case, spaces and dashes do not matter), or null when it cannot be one. */
export function asRecoveryCode(input: string): string | null {
  const plain = input.toLowerCase().replace(/[\s-]+/g, '');
  return plain.length === LENGTH && [...plain].every((c) => ALPHABET.includes(c)) ? plain : null;
}

/**
 * Keyed hashes of recovery codes (HMAC-SHA256 with a key derived from the server secret, bound to
 * the account): a copy of the table alone does not let anyone try codes offline.
 */
export class RecoveryCodeHasher {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'ticklist', 'recovery-code', 32));
  }

  /** `code` as asRecoveryCode reduced it. */
  hash(userId: string, code: string): string {
    return createHmac('sha256', this.key).update(`${userId}:${code}`).digest('hex');
  }
}
