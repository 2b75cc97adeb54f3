import type { AuthResponse } from '../auth/types';

/** How a session signed in (Account › Security shows it). */
export type SessionMethod = 'password' | 'password+totp' | 'passkey' | 'sso';

/** What can complete a sign-in that asked for a second factor. */
export type MfaMethod = 'totp' | 'recovery' | 'passkey';

/** A password sign-in (or a reset) of an account with a second factor: the code step comes next. */
export interface MfaRequiredResponse {
  mfaRequired: true;
  /** Single use, valid 5 minutes: send it with the code to `POST /api/login/mfa`. */
  mfaToken: string;
  methods: MfaMethod[];
}

/** `POST /api/login_check` and `POST /api/password/reset/{token}`. */
export type LoginResponse = AuthResponse | MfaRequiredResponse;

export const isMfaRequired = (answer: LoginResponse): answer is MfaRequiredResponse => 'mfaRequired' in answer && answer.mfaRequired === true;

export interface MfaLoginRequest {
  mfaToken: string;
  /** A 6-digit code of the authenticator app, or a recovery code. */
  code: string;
}

/** `POST /api/user/totp`: the pending secret, to type or scan. */
export interface TotpEnrolmentResponse {
  /** Base32, for typing into the app. */
  secret: string;
  otpauthUrl: string;
  /** The `otpauthUrl` as a QR code (a PNG data URL). */
  qrCode: string;
}

/** `GET /api/user/totp`: whether sign-in asks for a code of the app. */
export interface TotpStatusResponse {
  enabled: boolean;
}

export interface RecoveryCodesResponse {
  /** Shown once: each works once. */
  recoveryCodes: string[];
}

export interface TotpCodeRequest {
  code: string;
}

export interface TotpDisableRequest {
  password: string;
  code: string;
}

/** A passkey as Account › Security lists it. */
export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  /** Null: not used to sign in yet. */
  lastUsedAt: string | null;
}

export interface PasskeyResponse {
  passkey: Passkey;
}

export interface PasskeyListResponse {
  passkeys: Passkey[];
}

/** `POST /api/user/passkeys`: the browser's attestation (as `@simplewebauthn/browser` gives it) and a name. */
export interface AddPasskeyRequest {
  name?: string;
  response: unknown;
}

/** `POST /api/login/passkey`: the browser's assertion. */
export interface PasskeyLoginRequest {
  response: unknown;
}

/** How one can sign in on this server (`GET /api/public-config`). */
export interface SignInOptions {
  password: boolean;
  passkeys: boolean;
  oidc: { name: string } | null;
}

/** `POST /api/auth/oidc/exchange`: the one-minute code the callback put in the page's address. */
export interface OidcExchangeRequest {
  code: string;
}
