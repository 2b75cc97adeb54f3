/** Texts of recipient control (issue 18), in the spec's voice. One source for server and client. */
export const RECIPIENT_MESSAGES = {
  // API answers
  /** The 410 of a revoked or replaced link, on the guest page and its saves. */
  linkInactive: (ownerEmail: string) => `This link is no longer active. Ask ${ownerEmail} for a new one.`,
  revoked: 'Access revoked',
  renewed: 'A new link was sent',
  resent: 'The invitation was sent again',
  resendRevoked: 'This link is revoked: send a new link instead',
} as const;
