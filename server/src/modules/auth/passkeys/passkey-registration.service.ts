import { Injectable } from '@nestjs/common';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON, VerifiedRegistrationResponse } from '@simplewebauthn/server';
import { webauthn } from './webauthn-library';
import { PASSKEY_MAX, PASSKEY_MESSAGES as M, PASSKEY_NAME_MAX, type Passkey } from '@ticklist/contracts';
import { DomainError, fieldErrors, notFound } from '../../../common/domain-error';
import { asText } from '../../../common/text';
import type { UserEntity } from '../../users/user.entity';
import { PasskeyCeremony } from './passkey-ceremony';
import { toPasskey, userHandle } from './passkey.mapper';
import { PasskeysRepository } from './passkeys.repository';

const tooMany = () => new DomainError('validation', M.tooMany);

/**
 * Account › Security › Passkeys: options for the browser to make a discoverable credential, then
 * its attestation checked (challenge, origin, RP ID) and stored; list; remove. At most PASSKEY_MAX.
 */
@Injectable()
export class PasskeyRegistrationService {
  constructor(
    private readonly ceremony: PasskeyCeremony,
    private readonly passkeys: PasskeysRepository,
  ) {}

  async options(user: UserEntity): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const party = this.ceremony.party();
    const existing = await this.passkeys.listOf(user.id);
    if (existing.length >= PASSKEY_MAX) throw tooMany();
    const options = await (await webauthn()).generateRegistrationOptions({
      rpName: party.name,
      rpID: party.id,
      userName: user.email,
      userDisplayName: user.username ?? user.email,
      userID: userHandle(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports?.split(',') })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: 120_000,
    });
    await this.ceremony.remember('passkey-reg', options.challenge, user.id);
    return options;
  }

  async add(userId: string, body: { name?: unknown; response?: unknown }): Promise<Passkey> {
    const party = this.ceremony.party();
    const name = asText(body.name).trim() || M.defaultName;
    if (name.length > PASSKEY_NAME_MAX) throw fieldErrors({ name: M.nameTooLong });
    if (!isCredential(body.response)) throw fieldErrors({ response: M.notVerified });
    if ((await this.passkeys.countOf(userId)) >= PASSKEY_MAX) throw tooMany();
    let verified: VerifiedRegistrationResponse;
    try {
      verified = await (await webauthn()).verifyRegistrationResponse({
        response: body.response as RegistrationResponseJSON,
        expectedChallenge: this.ceremony.spends('passkey-reg', userId),
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        requireUserVerification: false,
      });
    } catch {
      throw fieldErrors({ response: M.notVerified });
    }
    if (!verified.verified) throw fieldErrors({ response: M.notVerified });
    const { credential } = verified.registrationInfo;
    const added = await this.passkeys.insert(userId, {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports?.join(',').slice(0, 200) ?? null,
      name,
    });
    if (added === 'full') throw tooMany();
    if (added === 'taken') throw fieldErrors({ response: M.alreadyAdded });
    return toPasskey(added);
  }

  async list(userId: string): Promise<Passkey[]> {
    return (await this.passkeys.listOf(userId)).map(toPasskey);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.passkeys.delete(userId, id))) throw notFound(M.notFound);
  }
}

/** The outline of a credential the browser answered with; the library checks the rest. */
export function isCredential(value: unknown): value is { id: string; response: object } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && v.id.length > 0 && v.id.length <= 1400 && !!v.response && typeof v.response === 'object';
}
