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
