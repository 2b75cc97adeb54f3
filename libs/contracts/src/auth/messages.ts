/** Texts of the spec (sections 2, 5, 8) for sign-up, sign-in, reset, verification, unsubscribe. */
export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid credentials.',
  registrationFailed: 'Registration failed',
  networkError: 'Network error occurred',
  unexpected: 'An unexpected error occurred. Please try again.',
  authenticationRequired: 'Authentication required',

  // register validation (server side; the spec leaves these texts open)
  usernameRequired: 'Username is required',
  usernameInvalid: 'Username may use letters, digits, dot, dash and underscore only',
  usernameLength: 'Username must be between 3 and 32 characters long',
  usernameTaken: 'This username is already taken',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'An account with this email already exists',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 12 characters long',
  passwordTooLong: 'Password must be at most 256 characters long',
  passwordTooCommon: 'This password is too common. Please choose a less guessable one.',
  inviteCodeRequired: 'Invite code is required',
  inviteCodeInvalid: 'Invalid or expired invite code',
  termsRequired: 'You must agree to the terms and privacy policy',
  registered: 'Account created. Please check your email to verify your address.',

  // forgot / reset
  forgotEmailRequired: 'Email is required',
  forgotSent: 'If an account exists for this email, a reset link has been sent.',
  forgotDefault: 'Failed to send password reset email. Please try again.',
  forgotNetwork: 'Network error. Please check your connection and try again.',
  resetConfirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  resetFailed: 'Failed to reset password',
  resetFailedRetry: 'Failed to reset password. Please try again.',
  resetLinkInvalid: 'Invalid or expired reset link',
  resetLinkValid: 'Reset link is valid',
  resetDone: 'Your password has been reset.',

  // e-mail verification
  verifyMissingParams: 'Invalid verification link - missing required parameters',
  verifyFailed: 'Email verification failed',
  verifyNetwork: 'Network error occurred. Please try again later.',
  verifySucceeded: 'Your email address has been verified.',
  verifyAlready: 'Your email address is already verified.',
  verificationSent: 'Verification email sent',
  bannerSendFailed: 'Failed to send validation email',
  bannerNetwork: 'Network error occurred. Please try again.',
  bannerCheckFailed: 'Failed to check email validation status. Please try again.',
  bannerNotYet:
    "Almost there! Just verify your email using the link we sent, and you'll be able to dismiss this banner.",

  // unsubscribe
  unsubscribeInvalid: 'Invalid or expired unsubscribe link.',
  unsubscribeValidateNetwork: 'Unable to validate unsubscribe link. Please try again.',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
  unsubscribeValid: 'Unsubscribe link is valid',
  unsubscribed: 'You have been unsubscribed from all non-essential emails.',

  // profile / password change
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Profile update failed',
  profileUpdateFailedAlt: 'Failed to update profile',
  passwordUpdated: 'Password updated successfully!',
  passwordUpdateFailed: 'Password update failed',
  passwordUpdateFailedAlt: 'Failed to update password',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'New password must be at least 12 characters long',
  passwordConfirmationRequired: 'Password confirmation is required',
  newPasswordSameAsCurrent: 'New password must be different from current password',
  newPasswordsDoNotMatch: 'New passwords do not match!',
} as const;

/** Texts of the account mails (verification at sign-up and on request, password reset). */
export const AUTH_MAIL = {
  verifySubject: 'Verify your email address for Ticklist',
  verifyGreeting: (username: string) => `Hi ${username},`,
  verifyIntro: 'Thanks for signing up to Ticklist. Please confirm that this is your email address, so you can share checklists.',
  verifyExpiry: 'The link is valid for 7 days and works once. If you did not create an account, you can ignore this email.',
  verifyAction: 'Verify email address',
  /** Only when the address was sent checklists before the sign-up: verifying hands them to the account. */
  verifyReceived: (username: string) =>
    `Checklists have been shared with this address on Ticklist. Verifying gives the account “${username}” those checklists with your ticks and notes: if you did not create that account, do not verify.`,
  resetSubject: 'Reset your Ticklist password',
  resetIntro: 'Someone (hopefully you) asked to reset the password of your Ticklist account.',
  resetExpiry: 'The link is valid for 1 hour and works once. If you did not ask for it, you can ignore this email: your password stays the same.',
  resetAction: 'Choose a new password',

  // After a reset by link (account recovery): what was ended, and how to resume.
  recoveredSubject: 'Your Ticklist password was reset',
  recoveredIntro:
    'The password of your Ticklist account was just reset through the link we emailed you. To keep your account yours, everything that could still use it without the new password was stopped:',
  recoveredSessions: 'Every signed-in session was signed out. Sign in again with your new password on each device.',
  recoveredTokens: (names: string[]) =>
    `${names.length} access token${names.length === 1 ? ' was' : 's were'} revoked: ${names.map((n) => `“${n}”`).join(', ')}. ` +
    'Anything that used them needs a new token, which you can create on the Security page.',
  recoveredWebhooks: (n: number) =>
    `${n} webhook endpoint${n === 1 ? ' was' : 's were'} paused: no events are sent to ${n === 1 ? 'it' : 'them'} until you resume ${n === 1 ? 'it' : 'each one'} on the Integrations page.`,
  recoveredNotYou: 'If you did not reset your password, someone else can read your email: secure your mailbox first, then reset your password again.',
  recoveredAction: 'Sign in',
} as const;
