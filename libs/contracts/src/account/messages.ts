export const ACCOUNT_MESSAGES = {
  settingsUpdated: 'Notification settings updated',
  deletionPreviewFailed: 'Failed to load account statistics',
  deleteFailed: 'Failed to delete account',
  deleteError: 'An error occurred while deleting your account',
  deleted: 'Account deleted successfully',
  exportFailed: 'Failed to export data',
  exportError: 'An error occurred while exporting your data',
  loggedOut: 'Logged out successfully!',
  logoutConfirm: 'Are you sure you want to log out?',
  comingSoon: 'Coming soon',
  settingsFieldBoolean: 'Must be true or false',

  // verification banner (spec section 2/4; the error texts live in AUTH_MESSAGES)
  bannerTitle: 'Please verify your email address',
  bannerBody: (email: string) =>
    `We sent a verification link to ${email}. You need a verified email address to share checklists.`,
  bannerResend: 'Resend Email',
  bannerSending: 'Sending...',
  bannerEmailSent: 'Email Sent',
  bannerDismiss: 'Dismiss',
  bannerChecking: 'Checking...',
} as const;
