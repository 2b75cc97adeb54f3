import { Injectable } from '@nestjs/common';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id; `Algorithm` is a const enum, so its value is spelled out (Argon2id = 2). */
const ARGON2ID = 2 as Algorithm;

/** OWASP ASVS / cheat-sheet parameters: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes and checks passwords (argon2id, PHC string with salt and parameters). Stateless;
 * any module may provide it. Passwords and hashes are never logged.
 */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** False for a wrong password, a missing hash or a malformed one; never throws. */
  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    if (!passwordHash) return false;
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
