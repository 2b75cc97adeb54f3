import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@ticklist/contracts';
import { isCommonPassword } from './common-passwords';

/** OWASP ASVS / cheat-sheet minimum for argon2id: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface PasswordRuleMessages {
  required: string;
  tooShort: string;
  tooLong: string;
  tooCommon: string;
}

/** Hashing and the rules every new password follows (sign-up, reset, change). */
@Injectable()
export class PasswordService {
  /** A real hash of a random password: verified against when the account does not exist, so timing is alike. */
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** True when `password` matches `passwordHash`. A null hash (unknown user, guest) still costs one verify. */
  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    if (typeof password !== 'string' || password.length > PASSWORD_MAX_LENGTH) return false;
    if (!passwordHash) {
      this.dummyHash ??= hash(`dummy-${Math.random()}`, ARGON2_OPTIONS);
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }

  /** The first broken rule for a new password, or null. Messages are the caller's (sign-up and change differ). */
  problem(password: unknown, messages: PasswordRuleMessages): string | null {
    if (typeof password !== 'string' || password.length === 0) return messages.required;
    if (password.length < PASSWORD_MIN_LENGTH) return messages.tooShort;
    if (password.length > PASSWORD_MAX_LENGTH) return messages.tooLong;
    if (isCommonPassword(password)) return messages.tooCommon;
    return null;
  }
}
