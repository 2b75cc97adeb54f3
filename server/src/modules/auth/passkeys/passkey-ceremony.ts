import { Injectable } from '@nestjs/common';
import { PASSKEY_MESSAGES } from '@ticklist/contracts';
import { notFound } from '../../../common/domain-error';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.token';
import { SignInChallengesRepository } from '../challenges/sign-in-challenges.repository';
import type { SignInChallengePurpose } from '../challenges/sign-in-challenge.entity';
import { relyingParty, type RelyingParty } from './relying-party';

/** How long a browser has to answer a passkey challenge. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

/**
 * What registering and signing in with a passkey share: the relying party (from APP_URL; none where
 * browsers allow no passkeys), and the challenges, kept server-side for every replica, each
 * answerable once.
 */
@Injectable()
export class PasskeyCeremony {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly challenges: SignInChallengesRepository,
  ) {}

  /** Whether this server offers passkeys. */
  get offered(): boolean {
    return relyingParty(this.config.appUrl) !== null;
  }

  /** The relying party, or a 404 where passkeys are not offered. */
  party(): RelyingParty {
    const party = relyingParty(this.config.appUrl);
    if (!party) throw notFound(PASSKEY_MESSAGES.unavailable);
    return party;
  }

  /** Keeps a challenge the browser will sign (its base64url text is the secret). */
  async remember(purpose: SignInChallengePurpose, challenge: string, userId: string | null): Promise<void> {
    await this.challenges.create(purpose, userId, null, PASSKEY_CHALLENGE_MS, challenge);
  }

  /**
   * The check `@simplewebauthn/server` runs on the challenge the browser signed: it must be a live
   * one of this purpose (and this owner's, for a registration); it is spent by being checked.
   */
  spends(purpose: SignInChallengePurpose, userId: string | null): (challenge: string) => Promise<boolean> {
    return async (challenge) => {
      if (typeof challenge !== 'string' || challenge.length > 200) return false;
      const taken = await this.challenges.take(purpose, challenge);
      return taken !== null && taken.userId === userId;
    };
  }
}
