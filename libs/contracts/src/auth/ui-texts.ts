/** Visible texts of the sign-up, sign-in, reset, verification and unsubscribe screens (spec section 2). */
export const AUTH_UI = {
  // shared
  signIn: 'Sign In',
  signingIn: 'Signing In...',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  show: 'Show',
  hide: 'Hide',
  goToDashboard: 'Go to Dashboard',
  goToLogin: 'Go to Login',
  backToHome: 'Back to Home',

  // register
  registerTitle: 'Create Account',
  registerIntro: 'Join the alpha and start sharing checklists in seconds.',
  usernameLabel: 'Username',
  /** The rule said before it fails (issue 44); the server's rule: 3 to 32 letters, digits, dot, dash or underscore. */
  usernameHint: '3 to 32 characters: letters, digits, dot, dash and underscore. Others see it beside your e-mail.',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  passwordHint: 'At least 12 characters.',
  inviteCodeLabel: 'Alpha Tester Invite Code',
  inviteCodeHint: 'Registration is currently open to alpha testers with an invite code.',
  agreePrefix: 'I agree to the ',
  termsLink: 'Terms of Service',
  agreeJoin: ' and ',
  privacyLink: 'Privacy Policy',
  createAccount: 'Create Account',
  creatingAccount: 'Creating Account...',
  haveAccount: 'Already have an account?',

  // login
  loginTitle: 'Welcome Back',
  loginIntro: 'Sign in to manage and track your checklists.',
  loginEmailLabel: 'Email',
  forgotLink: 'Forgot your password?',
  noAccount: "Don't have an account?",
  createOne: 'Create one',

  // forgot
  forgotTitle: 'Forgot Password',
  forgotIntro: "Enter your account's email address and we will send you a link to reset your password.",
  sendResetLink: 'Send Reset Link',
  sendingResetLink: 'Sending...',
  checkEmailTitle: 'Check Your Email',
  checkEmailBody: 'If an account exists for {email}, a password reset link is on its way. The link expires in 1 hour.',
  checkEmailRetryPrefix: "Didn't receive it? Check your spam folder or ",
  tryAgain: 'try again',
  backToSignIn: 'Back to Sign In',

  // reset
  verifyingResetLink: 'Verifying Reset Link',
  verifyingResetLinkBody: 'Please wait while we check your reset link...',
  invalidResetLink: 'Invalid Reset Link',
  invalidResetLinkBody: 'This password reset link is invalid or has expired. Reset links can be used once and expire after 1 hour.',
  requestNewLink: 'Request a new reset link',
  resetTitle: 'Reset Password',
  resetIntro: 'Choose a new password for your account.',
  newPasswordLabel: 'New Password',
  confirmPasswordLabel: 'Confirm Password',
  resetButton: 'Reset Password',
  resettingButton: 'Resetting Password...',

  // e-mail verification
  verifyPageTitle: 'Email Verification',
  verifyingTitle: 'Verifying Your Email',
  verifyingBody: 'Please wait while we verify your email address...',
  verifiedTitle: 'Email Verified!',
  redirecting: 'Redirecting you in a moment...',
  verifyFailedBody:
    'The verification link may be expired, invalid or already used. You can request a new verification email from your dashboard.',

  // unsubscribe
  unsubscribeTitle: 'Unsubscribe from Emails',
  validatingUnsubscribe: 'Checking your unsubscribe link...',
  unsubscribeConfirmBody:
    'You will no longer receive any non-essential emails from Ticklist, such as checklist share notifications and product updates. Security emails, like password resets, will still be sent.',
  permanentlyUnsubscribe: 'Permanently Unsubscribe',
  unsubscribing: 'Unsubscribing...',
  unsubscribedTitle: 'Permanently Unsubscribed',
  unsubscribedBody: 'You will no longer receive non-essential emails from Ticklist.',
  unsubscribeErrorTitle: 'Unable to Unsubscribe',
  contactSupport: 'Contact Support',
} as const;

/** Replaces {name} placeholders in a text. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
