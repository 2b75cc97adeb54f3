import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { OidcErrorReason } from '@ticklist/contracts';
import type { OidcConfig } from '../../../config/oidc-config';
import { UsersRepository } from '../../users/users.repository';
import { WorkspacesRepository } from '../../workspaces/workspaces.repository';
import type { ProviderClaims } from './oidc-client';
import { OidcIdentitiesRepository } from './oidc-identities.repository';
import { ssoUsername } from './sso-username';

/** A sign-in the rules refuse, with the reason the page states. */
export class SsoRefused extends Error {
  constructor(readonly reason: OidcErrorReason) {
    super(reason);
  }
}

/** Tries at a free username before the sign-in gives up. */
const NAME_TRIES = 5;

/**
 * Which account a person from the provider signs in to:
 * - a subject seen before: its account (whatever the address says now);
 * - else an owner account with the address: linked, only when the provider vouches for the address
 *   (`email_verified: true`), otherwise refused;
 * - else a new account (no invite code), only for a vouched-for address of an allowed domain; it
 *   has no password, its address is proven; a guest's row (someone shared with the address) becomes it.
 */
@Injectable()
export class SsoAccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly identities: OidcIdentitiesRepository,
    private readonly users: UsersRepository,
    private readonly workspaces: WorkspacesRepository,
  ) {}

  /** The account's id, or SsoRefused. */
  async accountFor(settings: OidcConfig, claims: ProviderClaims): Promise<string> {
    const known = await this.identities.userOf(settings.issuer, claims.subject);
    if (known) return known;
    if (!claims.email) throw new SsoRefused('email');
    if (!claims.emailVerified) throw new SsoRefused('unverified');
    const email = claims.email;
    for (let attempt = 0; attempt < NAME_TRIES; attempt++) {
      const id = await this.dataSource.transaction((m) => this.linkOrCreate(settings, claims, email, attempt, m));
      if (id) return id;
    }
    throw new SsoRefused('failed');
  }

  /** The linked or new account's id; null when the username was taken (try another). */
  private async linkOrCreate(settings: OidcConfig, claims: ProviderClaims, email: string, attempt: number, m: EntityManager): Promise<string | null> {
    // Read again inside the transaction: a sign-in of the same subject may have won meanwhile.
    const known = await this.identities.userOf(settings.issuer, claims.subject, m);
    if (known) return known;
    const existing = await this.users.findByEmail(email, m);
    let id: string;
    if (existing?.accountType === 'owner') {
      id = existing.id;
    } else {
      const domain = email.slice(email.lastIndexOf('@') + 1);
      if (settings.allowedDomains && !settings.allowedDomains.includes(domain)) throw new SsoRefused('domain');
      const username = ssoUsername(claims.name, email, attempt);
      if (await this.users.usernameTakenForSignUp(username, email, m)) return null;
      const made = existing ? ((await this.users.promoteGuest(existing.id, username, null, m)) ? existing.id : null) : await this.users.insertOwner(username, email, null, m);
      if (!made) return null;
      id = made;
      await this.workspaces.personalOf(id, m);
    }
    await this.users.markEmailValidated(id, m);
    if (!(await this.identities.link(id, settings.issuer, claims.subject, m))) throw new SsoRefused('linked');
    return id;
  }
}
