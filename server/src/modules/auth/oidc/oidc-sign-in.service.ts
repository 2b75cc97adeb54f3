import { Injectable, Logger } from '@nestjs/common';
import { OIDC_MESSAGES as M, type OidcErrorReason } from '@ticklist/contracts';
import { SecretBox } from '../../../common/crypto';
import { notFound, unauthenticated } from '../../../common/domain-error';
import type { AppConfig } from '../../../config/app-config';
import type { OidcConfig } from '../../../config/oidc-config';
import { InjectConfig } from '../../../config/config.token';
import type { UserEntity } from '../../users/user.entity';
import { UsersRepository } from '../../users/users.repository';
import { SignInChallengesRepository } from '../challenges/sign-in-challenges.repository';
import { OidcClient, ProviderUnavailable } from './oidc-client';
import { SsoAccountsService, SsoRefused } from './sso-accounts.service';

/** How long the round trip to the provider may take. */
const ROUND_TRIP_MS = 10 * 60_000;
/** How long the page has to trade the callback's code for a session. */
const EXCHANGE_MS = 60_000;

/**
 * "Sign in with {provider}": no cookie holds anything (the legal pages say none is used): the
 * state is the key of a server-side challenge (any replica, 10 minutes, once) holding the sealed
 * nonce and PKCE verifier; the callback sends the page a one-minute code in the address's
 * fragment, which the page trades for a session.
 */
@Injectable()
export class OidcSignInService {
  private readonly logger = new Logger('OidcSignIn');
  private readonly box: SecretBox;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly client: OidcClient,
    private readonly challenges: SignInChallengesRepository,
    private readonly accounts: SsoAccountsService,
    private readonly users: UsersRepository,
  ) {
    this.box = new SecretBox(config.jwtSecret, 'oidc-round-trip');
  }

  /** The callback's address as registered at the provider. */
  get redirectUri(): string {
    return this.client.redirectUri;
  }

  /** The provider's authorization URL to send the browser to, or the page that says why not. */
  async start(): Promise<string> {
    this.settings();
    try {
      const request = await this.client.authorizationRequest();
      const sealed = this.box.seal(JSON.stringify({ nonce: request.nonce, codeVerifier: request.codeVerifier }));
      await this.challenges.create('oidc-state', null, sealed, ROUND_TRIP_MS, request.state);
      return request.url;
    } catch (error) {
      return this.failurePage(error);
    }
  }

  /** Where the provider's answer sends the browser: the page with a code, or with the reason it failed. */
  async callback(callbackUrl: URL): Promise<string> {
    const settings = this.settings();
    const state = callbackUrl.searchParams.get('state') ?? '';
    const taken = state && state.length <= 200 ? await this.challenges.take('oidc-state', state) : null;
    if (!taken?.data) return this.page('error', 'expired');
    if (callbackUrl.searchParams.has('error')) return this.page('error', 'denied');
    try {
      const checks = JSON.parse(this.box.open(taken.data)) as { nonce: string; codeVerifier: string };
      const claims = await this.client.claims(callbackUrl, { state, ...checks });
      const userId = await this.accounts.accountFor(settings, claims);
      const code = await this.challenges.create('oidc-code', userId, null, EXCHANGE_MS);
      return this.page('code', code);
    } catch (error) {
      return this.failurePage(error);
    }
  }

  /** The account of a callback's code (once, within a minute). */
  async exchange(code: unknown): Promise<UserEntity> {
    this.settings();
    const taken = typeof code === 'string' && code.length > 0 && code.length <= 128 ? await this.challenges.take('oidc-code', code) : null;
    const user = taken?.userId ? await this.users.findOwnerById(taken.userId) : null;
    if (!user) throw unauthenticated(M.codeInvalid);
    await this.users.signedIn(user.id);
    user.lastActiveAt = new Date();
    return user;
  }

  private settings(): OidcConfig {
    if (!this.client.settings) throw notFound(M.notConfigured);
    return this.client.settings;
  }

  private failurePage(error: unknown): string {
    if (error instanceof SsoRefused) return this.page('error', error.reason);
    if (error instanceof ProviderUnavailable) {
      this.logger.warn(`The identity provider could not be reached: ${error.message}`);
      return this.page('error', 'unavailable');
    }
    // The library's refusals say what was wrong (never a secret): worth a line for the administrator.
    this.logger.warn(`A single sign-on was refused: ${error instanceof Error ? error.message : String(error)}`);
    return this.page('error', 'failed');
  }

  private page(key: 'code' | 'error', value: string | OidcErrorReason): string {
    return `${this.config.appUrl}/login/sso#${key}=${encodeURIComponent(value)}`;
  }
}
