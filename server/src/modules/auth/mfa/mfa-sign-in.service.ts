import { Injectable } from '@nestjs/common';
import { MFA_MESSAGES as M, type MfaMethod, type MfaRequiredResponse } from '@ticklist/contracts';
import { unauthenticated } from '../../../common/domain-error';
import type { UserEntity } from '../../users/user.entity';
import { UsersRepository } from '../../users/users.repository';
import { SecondFactorService } from './second-factor.service';
import { SignInChallengesRepository } from '../challenges/sign-in-challenges.repository';
import { PasskeysRepository } from '../passkeys/passkeys.repository';
import { TotpRepository } from './totp.repository';

/** How long the code step of a sign-in may take. */
export const MFA_TOKEN_LIFETIME_MS = 5 * 60_000;

/**
 * The second step of a sign-in for an account with a second factor. The first step (the password,
 * or a reset link) proved one factor: instead of a session it gets an `mfaToken` (single use,
 * 5 minutes, kept hashed in the database so any replica takes the next step); a code of the
 * factor with that token signs in.
 */
@Injectable()
export class MfaSignInService {
  constructor(
    private readonly totp: TotpRepository,
    private readonly challenges: SignInChallengesRepository,
    private readonly factor: SecondFactorService,
    private readonly users: UsersRepository,
    private readonly passkeys: PasskeysRepository,
  ) {}

  /** Whether signing in takes a second factor: a mailed link alone then never signs in. */
  hasSecondFactor(userId: string): Promise<boolean> {
    return this.totp.isEnabled(userId);
  }

  /** The code step for an account with a second factor; null for one without (it signs in at once, as before). */
  async challengeFor(user: UserEntity): Promise<MfaRequiredResponse | null> {
    if (!(await this.hasSecondFactor(user.id))) return null;
    // A passkey signs in on its own (`POST /api/login/passkey`): the page offers it beside the code.
    const methods: MfaMethod[] = (await this.passkeys.countOf(user.id)) > 0 ? ['totp', 'recovery', 'passkey'] : ['totp', 'recovery'];
    const mfaToken = await this.challenges.create('mfa', user.id, null, MFA_TOKEN_LIFETIME_MS);
    return { mfaRequired: true, mfaToken, methods };
  }

  /**
   * The owner whose code step this is, once the code is right: the token is then spent. A wrong
   * code keeps the token (a typo costs one of the account's tries, not the sign-in); an unknown,
   * spent or expired token is a 401.
   */
  async complete(body: { mfaToken?: unknown; code?: unknown }): Promise<UserEntity> {
    const token = typeof body.mfaToken === 'string' && body.mfaToken.length <= 128 ? body.mfaToken : '';
    const challenge = token ? await this.challenges.peek('mfa', token) : null;
    if (!challenge?.userId) throw unauthenticated(M.signInExpired);
    const userId = challenge.userId;
    await this.factor.assertTriesLeft(userId);
    if (!(await this.factor.spend(userId, body.code))) {
      await this.factor.failedTry(userId);
      throw unauthenticated(M.codeRefused);
    }
    const taken = await this.challenges.take('mfa', token);
    const user = taken ? await this.users.findOwnerById(userId) : null;
    if (!user) throw unauthenticated(M.signInExpired);
    await this.users.signedIn(user.id);
    user.lastActiveAt = new Date();
    return user;
  }
}
