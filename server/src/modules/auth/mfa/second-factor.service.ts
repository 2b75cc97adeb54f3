import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../common/clock/clock';
import { RATE_LIMITS } from '../../../common/rate-limit/rate-limit.policies';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { RecoveryCodesRepository } from './recovery-codes.repository';
import { asRecoveryCode } from './recovery-codes';
import { SecondFactorKeys } from './totp-secret.box';
import { asTotpCode, totpStep } from './totp-codes';
import { TotpRepository } from './totp.repository';

/** What a code turned out to be. */
export type CodeKind = 'totp' | 'recovery';

/**
 * Checks a code of the account's second factor: a 6-digit code of its authenticator app (each
 * time step once), or one of its recovery codes (each once). Failed tries are counted per
 * account: the 6th failed try in 15 minutes is a 429, before the code is looked at.
 */
@Injectable()
export class SecondFactorService {
  constructor(
    private readonly totp: TotpRepository,
    private readonly recovery: RecoveryCodesRepository,
    private readonly keys: SecondFactorKeys,
    private readonly rateLimits: RateLimitService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Throws 429 when the account used up its tries. */
  assertTriesLeft(userId: string): Promise<void> {
    return this.rateLimits.assertUnder(RATE_LIMITS.mfaCodePerAccount, userId);
  }

  /** Counts a failed try (a wrong code, or a wrong password beside a code). */
  failedTry(userId: string): Promise<void> {
    return this.rateLimits.record(RATE_LIMITS.mfaCodePerAccount, userId);
  }

  /**
   * Spends `code` when it is a live code of the account's enabled factor: which kind it was, or
   * null (not counted here: the caller counts the failed try with what else it checked).
   */
  async spend(userId: string, code: unknown, kinds: readonly CodeKind[] = ['totp', 'recovery']): Promise<CodeKind | null> {
    if (typeof code !== 'string' || code.length > 64) return null;
    const digits = asTotpCode(code);
    if (digits) return kinds.includes('totp') && (await this.spendTotp(userId, digits)) ? 'totp' : null;
    const recovery = asRecoveryCode(code);
    if (recovery && kinds.includes('recovery')) {
      return (await this.recovery.spend(userId, this.keys.recoveryCodes.hash(userId, recovery))) ? 'recovery' : null;
    }
    return null;
  }

  /** The step of a code for a secret (sealed), or null; spends nothing (set-up checks the pending secret with it). */
  stepOf(secretSealed: string, code: unknown): number | null {
    const digits = typeof code === 'string' ? asTotpCode(code) : null;
    return digits ? totpStep(this.keys.totpSecrets.open(secretSealed), digits, this.clock.now()) : null;
  }

  private async spendTotp(userId: string, code: string): Promise<boolean> {
    const row = await this.totp.find(userId);
    if (!row?.enabled) return false;
    const step = this.stepOf(row.secretSealed, code);
    return step !== null && this.totp.spendStep(userId, step);
  }
}
