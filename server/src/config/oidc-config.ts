/** Single sign-on with the team's OpenID Provider (issue 49); null when OIDC_ISSUER is unset. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Unset: a public client (PKCE only). */
  clientSecret: string | null;
  /** "Sign in with {providerName}". */
  providerName: string;
  /** Lower-case domains whose addresses may get an account on their first sign-in; null: any. */
  allowedDomains: string[] | null;
  /** OIDC_ONLY=on: the password forms are closed to everyone but the break-glass address. */
  only: boolean;
  breakglassEmail: string | null;
}

interface OidcEnv {
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_PROVIDER_NAME?: string;
  OIDC_ALLOWED_DOMAINS?: string;
  OIDC_ONLY?: 'on' | 'off';
  OIDC_BREAKGLASS_EMAIL?: string;
}

/** The OIDC settings, or the one line that says which variable is missing. */
export function oidcConfig(e: OidcEnv): OidcConfig | null | { missing: string } {
  if (!e.OIDC_ISSUER) return e.OIDC_ONLY === 'on' ? { missing: 'OIDC_ISSUER (OIDC_ONLY=on needs it)' } : null;
  if (!e.OIDC_CLIENT_ID) return { missing: 'OIDC_CLIENT_ID (OIDC_ISSUER needs it)' };
  if (!e.OIDC_PROVIDER_NAME) return { missing: 'OIDC_PROVIDER_NAME (OIDC_ISSUER needs it)' };
  const domains = (e.OIDC_ALLOWED_DOMAINS ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET || null,
    providerName: e.OIDC_PROVIDER_NAME.trim(),
    allowedDomains: domains.length ? domains : null,
    only: e.OIDC_ONLY === 'on',
    breakglassEmail: e.OIDC_BREAKGLASS_EMAIL?.trim().toLowerCase() || null,
  };
}
