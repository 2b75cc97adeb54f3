import { Injectable } from '@nestjs/common';
import type { Configuration } from 'openid-client';
import type { AppConfig } from '../../../config/app-config';
import type { OidcConfig } from '../../../config/oidc-config';
import { InjectConfig } from '../../../config/config.token';

type OpenIdClient = typeof import('openid-client');

/** How long the provider's discovered metadata is kept before it is asked again. */
const DISCOVERY_TTL_MS = 10 * 60_000;
/** How long the provider has to answer one request. */
const PROVIDER_TIMEOUT_S = 10;

/** The provider could not be asked (down, unreachable, or its answer was not OpenID Connect). */
export class ProviderUnavailable extends Error {}

/** The round trip's secrets: `state` travels in the URL; nonce and verifier stay on the server. */
export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What the provider says of the person who signed in. */
export interface ProviderClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** A request that got no answer (refused, reset, timed out), as opposed to an answer that was refused. */
const unreachable = (error: unknown) => error instanceof TypeError || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));

/** Private addresses of this machine: the only ones where a provider may answer over plain http. */
const loopback = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';

/**
 * The OpenID Provider of OIDC_ISSUER as `openid-client` sees it (authorization code flow with PKCE):
 * discovery (kept 10 minutes), the authorization URL, and the code exchanged for the ID token's
 * claims (state, nonce and PKCE checked by the library). An issuer at plain http:// is allowed on
 * loopback only (a provider on the same machine).
 */
@Injectable()
export class OidcClient {
  private library?: Promise<OpenIdClient>;
  private discovered: { at: number; configuration: Configuration } | null = null;

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** The settings, or null when single sign-on is off. */
  get settings(): OidcConfig | null {
    return this.config.oidc;
  }

  /** Where the provider sends the browser back. */
  get redirectUri(): string {
    return `${this.config.appUrl}/api/auth/oidc/callback`;
  }

  async authorizationRequest(): Promise<AuthorizationRequest> {
    const [client, configuration] = await Promise.all([this.client(), this.configuration()]);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /**
   * The claims of the person the callback's code stands for. Anything the library refuses (a wrong
   * state, nonce, issuer or signature, a code used twice) throws; the provider being unreachable
   * throws ProviderUnavailable.
   */
  async claims(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<ProviderClaims> {
    const [client, configuration] = await Promise.all([this.client(), this.configuration()]);
    let claims: Record<string, unknown>;
    let subject: string;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const idToken = tokens.claims()!;
      subject = idToken.sub;
      claims = idToken;
      // Many providers put the address in the UserInfo answer only.
      if (typeof idToken.email !== 'string') claims = { ...(await client.fetchUserInfo(configuration, tokens.access_token, subject)), ...idToken };
    } catch (error) {
      throw unreachable(error) ? new ProviderUnavailable((error as Error).message) : error;
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
    const name = [claims.preferred_username, claims.name].find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? null;
    return { subject, email, emailVerified: claims.email_verified === true, name };
  }

  private client(): Promise<OpenIdClient> {
    // An ES module: loaded on first use, so a server without single sign-on never loads it.
    this.library ??= import('openid-client');
    return this.library;
  }

  private async configuration(): Promise<Configuration> {
    const settings = this.settings!;
    if (this.discovered && Date.now() - this.discovered.at < DISCOVERY_TTL_MS) return this.discovered.configuration;
    const client = await this.client();
    const issuer = new URL(settings.issuer);
    try {
      const configuration = await client.discovery(
        issuer,
        settings.clientId,
        { redirect_uris: [this.redirectUri], response_types: ['code'] },
        settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
        { timeout: PROVIDER_TIMEOUT_S, ...(issuer.protocol === 'http:' && loopback(issuer) ? { execute: [client.allowInsecureRequests] } : {}) },
      );
      this.discovered = { at: Date.now(), configuration };
      return configuration;
    } catch (error) {
      throw new ProviderUnavailable(error instanceof Error ? error.message : String(error));
    }
  }
}
