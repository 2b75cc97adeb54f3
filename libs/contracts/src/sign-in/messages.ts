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

/** Account › Security › Two-factor authentication (issue 49). */
export const TOTP_UI = {
  title: 'Two-factor authentication',
  introOff: 'Ask for a code from an authenticator app each time you log in with your password.',
  introOn: 'On: logging in with your password also asks for a code from your authenticator app.',
  loadFailed: 'Two-factor authentication could not be loaded.',
  setUp: 'Set up an authenticator app',
  startingSetUp: 'Starting…',
  startFailed: 'The set-up could not be started. Please try again.',
  scanTitle: 'Scan this QR code with your authenticator app',
  qrAlt: 'QR code for your authenticator app',
  secretHint: 'Can’t scan it? Type this key into the app instead:',
  secretLabel: 'Set-up key',
  codeLabel: 'Code from the app',
  codeHint: 'The 6-digit code the app shows for Ticklist.',
  confirm: 'Turn on',
  confirming: 'Turning on…',
  cancel: 'Cancel',
  codesTitle: 'Two-factor authentication is on. Save your recovery codes',
  codesHint: 'Each code works once in place of a code from the app, if you lose your phone. They are shown only now: keep them somewhere safe.',
  codesLabel: 'Your recovery codes',
  copyCodes: 'Copy codes',
  copied: 'Copied',
  done: 'I have saved them',
  renewTitle: 'New recovery codes',
  renewIntro: 'Your current recovery codes stop working.',
  renew: 'Get new recovery codes',
  renewing: 'Getting codes…',
  disableTitle: 'Turn off two-factor authentication',
  passwordLabel: 'Password',
  disable: 'Turn off',
  disabling: 'Turning off…',
  disabled: 'Two-factor authentication is off.',
  failed: 'That did not work. Please try again.',
} as const;

/** Account › Security › Passkeys and the login page's passkey button (issue 49). */
export const PASSKEY_UI = {
  title: 'Passkeys',
  intro: 'Log in with your fingerprint, face or screen lock instead of a password. A passkey counts as both factors.',
  nameLabel: 'Name',
  nameHint: 'Where it lives, e.g. “Phone” or “Work laptop”.',
  add: 'Add a passkey',
  adding: 'Adding…',
  added: 'Passkey added.',
  cancelled: 'No passkey was added.',
  unsupported: 'This browser cannot make passkeys.',
  full: `You have ${PASSKEY_MAX} passkeys, the most an account can have. Remove one to add another.`,
  listLabel: 'Your passkeys',
  none: 'No passkeys yet.',
  loadFailed: 'Your passkeys could not be loaded.',
  columnCreated: 'Added',
  columnLastUsed: 'Last used',
  neverUsed: 'Not used yet',
  remove: 'Remove',
  removeTitle: 'Remove this passkey?',
  removeBody: '“{name}” will no longer log you in.',
  removing: 'Removing…',
  removeFailed: 'The passkey could not be removed. Please try again.',
  cancel: 'Cancel',
  signIn: 'Sign in with a passkey',
  signingIn: 'Waiting for your passkey…',
  useInstead: 'Use a passkey instead',
  or: 'or',
} as const;

/** How a session signed in, as Account › Security names it. */
export const SESSION_METHOD_UI = {
  label: 'Signed in with',
  password: 'Password',
  'password+totp': 'Password and code',
  passkey: 'Passkey',
  sso: 'Single sign-on',
} as const;

/**
 * Single sign-on (issue 49). Why a sign-in with the provider did not end in a session: the callback
 * sends the page to `/login/sso#error={reason}` and the page says the matching text.
 */
export const OIDC_ERRORS = {
  unavailable: 'Single sign-on is not reachable right now. Try again in a moment, or log in with your password.',
  expired: 'This sign-in took too long or was already used. Please start again.',
  denied: 'The sign-in was cancelled at your identity provider.',
  failed: 'Single sign-on did not work. Please start again.',
  email: 'Your identity provider did not share an e-mail address, so no account can be matched.',
  unverified: 'Your identity provider has not confirmed your e-mail address, so it cannot be used to sign in here. Ask your administrator.',
  domain: 'Addresses of your domain cannot get an account here. Ask your administrator.',
  linked: 'This account is already linked to another identity at your provider.',
} as const;
export type OidcErrorReason = keyof typeof OIDC_ERRORS;

export const OIDC_MESSAGES = {
  notConfigured: 'Single sign-on is not set up on this server.',
  codeInvalid: 'This sign-in code is not valid. Please start again.',
  /** OIDC_ONLY=on: the password forms answer this. */
  ssoOnly: 'This server signs in with single sign-on only.',
} as const;

/** The login page's single sign-on parts. */
export const OIDC_UI = {
  signIn: 'Sign in with {name}',
  finishingTitle: 'Signing you in…',
  failedTitle: 'Single sign-on did not work',
  backToLogin: 'Back to log in',
} as const;
