import { Injectable } from '@nestjs/common';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { webauthn } from './webauthn-library';
import { PASSKEY_MESSAGES as M } from '@ticklist/contracts';
import { unauthenticated } from '../../../common/domain-error';
import { RATE_LIMITS } from '../../../common/rate-limit/rate-limit.policies';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import type { UserEntity } from '../../users/user.entity';
import { UsersRepository } from '../../users/users.repository';
import { PasskeyCeremony } from './passkey-ceremony';
import { userHandle } from './passkey.mapper';
import { isCredential } from './passkey-registration.service';
import { PasskeysRepository } from './passkeys.repository';

/**
 * "Sign in with a passkey": options with a fresh challenge (any discoverable credential of this
 * site), then the assertion checked against the stored public key, the challenge (once), origin,
 * RP ID and the sign counter (never backwards). A passkey counts as both factors.
 */
@Injectable()
export class PasskeySignInService {
  constructor(
    private readonly ceremony: PasskeyCeremony,
    private readonly passkeys: PasskeysRepository,
    private readonly users: UsersRepository,
    private readonly rateLimits: RateLimitService,
  ) {}

  async options(ip: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const party = this.ceremony.party();
    await this.rateLimits.consume(RATE_LIMITS.passkeyOptionsPerIp, ip);
    const options = await (await webauthn()).generateAuthenticationOptions({ rpID: party.id, userVerification: 'preferred', timeout: 120_000 });
    await this.ceremony.remember('passkey-login', options.challenge, null);
    return options;
  }

  /** The owner the assertion proves; anything else is the same 401. */
  async signIn(body: { response?: unknown }): Promise<UserEntity> {
    const party = this.ceremony.party();
    const response = body.response;
    if (!isCredential(response)) throw unauthenticated(M.signInFailed);
    const passkey = await this.passkeys.findByCredentialId(response.id);
    if (!passkey) throw unauthenticated(M.signInFailed);
    const handle = (response.response as { userHandle?: unknown }).userHandle;
    if (handle !== undefined && handle !== Buffer.from(userHandle(passkey.userId)).toString('base64url')) throw unauthenticated(M.signInFailed);
    let newCounter: number;
    try {
      const verified = await (await webauthn()).verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: this.ceremony.spends('passkey-login', null),
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        credential: { id: passkey.credentialId, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: Number(passkey.counter), transports: passkey.transports?.split(',') as never },
        requireUserVerification: false,
      });
      if (!verified.verified) throw new Error('not verified');
      newCounter = verified.authenticationInfo.newCounter;
    } catch {
      throw unauthenticated(M.signInFailed);
    }
    // Only forward from what was read: of two sign-ins with one assertion, one passes.
    if (!(await this.passkeys.used(passkey.id, passkey.counter, newCounter))) throw unauthenticated(M.signInFailed);
    const user = await this.users.findOwnerById(passkey.userId);
    if (!user) throw unauthenticated(M.signInFailed);
    await this.users.signedIn(user.id);
    user.lastActiveAt = new Date();
    return user;
  }
}
