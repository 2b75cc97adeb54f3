/** How many recovery codes an owner holds at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** Answers of the second-factor routes (issue 49). */
export const MFA_MESSAGES = {
  totpAlreadyOn: 'Two-factor authentication is already on.',
  totpNotOn: 'Two-factor authentication is not on.',
  totpNotStarted: 'Start again: scan a new QR code.',
  codeRequired: 'Enter the code from your authenticator app.',
  codeWrong: 'That code is not right. Enter the newest code from your app.',
  passwordWrong: 'Password is incorrect',
  /** A sign-in's code step whose token is unknown, used or older than 5 minutes. */
  signInExpired: 'This sign-in has expired. Please log in again.',
  codeRefused: 'That code is not right.',
} as const;

/** Passkeys an owner may hold. */
export const PASSKEY_MAX = 10;
export const PASSKEY_NAME_MAX = 64;

/** Answers of the passkey routes (issue 49). */
export const PASSKEY_MESSAGES = {
  unavailable: 'Passkeys are not available on this server.',
  tooMany: `You can have up to ${PASSKEY_MAX} passkeys. Remove one to add another.`,
  alreadyAdded: 'This passkey is already added to an account.',
  notVerified: 'The passkey could not be added. Please try again.',
  nameTooLong: `Use at most ${PASSKEY_NAME_MAX} characters.`,
  notFound: 'Passkey not found',
  signInFailed: 'Signing in with this passkey failed.',
  defaultName: 'Passkey',
} as const;

/** The code step of a sign-in (login page, reset page). */
export const MFA_UI = {
  codeTitle: 'Two-factor authentication',
  codeIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeLabel: 'Authentication code',
  verify: 'Verify',
  verifying: 'Verifying…',
  codeFailed: 'That code is not right.',
  startOver: 'Back to sign in',
} as const;
