/** Personal access tokens: credentials for an owner's scripts and integrations. */
export type AccessTokenScope = 'read' | 'write';

/** Every secret starts with this, so secret scanners can spot a leaked one. */
export const ACCESS_TOKEN_PREFIX = 'tl_pat_';

/** Expiry choices, in days; null never expires. */
export const ACCESS_TOKEN_EXPIRY_DAYS = [30, 90, 365, null] as const;
export type AccessTokenExpiryDays = (typeof ACCESS_TOKEN_EXPIRY_DAYS)[number];

export const ACCESS_TOKEN_NAME_MAX = 100;

export interface AccessToken {
  id: string;
  name: string;
  scope: AccessTokenScope;
  createdAt: string;
  /** Null: never expires. */
  expiresAt: string | null;
  lastUsedAt: string | null;
  /** The one workspace the token reaches (issue 47): the creator's personal one unless named at creation. */
  workspaceId: string;
}

export interface AccessTokenListResponse {
  tokens: AccessToken[];
}

export interface CreateAccessTokenRequest {
  name: string;
  scope: AccessTokenScope;
  expiresInDays: AccessTokenExpiryDays;
  /** The workspace the token is limited to; default: the personal one. */
  workspaceId?: string;
}

export interface CreateAccessTokenResponse {
  token: AccessToken;
  /** Shown once; only its hash is stored. */
  secret: string;
}
