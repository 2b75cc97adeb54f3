import { FILE_LIMITS, INVITATIONS_PER_WORKSPACE_PER_DAY, MAIL_BUDGET_PER_DAY, MESSAGES_PER_LINK_PER_HOUR, WEBHOOK_PINGS_PER_HOUR } from '@ticklist/contracts';

/** The contract's rate limits (per window). Nothing else is limited. */
export interface RateLimitPolicy {
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * A limit with a respite: over it, a request is still let through when none was let through for
 * the key within `respiteMs` (forgot: the owner of an address always gets a mail every 15 minutes,
 * however many requests someone else sends for it).
 */
export interface RespitePolicy extends RateLimitPolicy {
  respiteMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  // Failed sign-ins: a guesser on one address is stopped after 10, yet cannot lock the owner, who
  // signs in from another address; guessing from many addresses stops at 100 per account.
  failedLoginPerAccountAndIp: { name: 'login-account-ip', limit: 10, windowMs: 15 * MINUTE },
  failedLoginPerAccount: { name: 'login-account', limit: 100, windowMs: 15 * MINUTE },
  failedLoginPerIp: { name: 'login-ip', limit: 100, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', limit: 30, windowMs: HOUR },
  forgotPerAddress: { name: 'forgot-address', limit: 5, windowMs: HOUR, respiteMs: 15 * MINUTE },
  requestValidatePerUser: { name: 'request-validate', limit: 5, windowMs: HOUR },
  sharePerOwner: { name: 'share-owner', limit: 60, windowMs: HOUR },
  respondPerToken: { name: 'respond-token', limit: 50, windowMs: 1_000 },
  /** File uploads (issue 46), per link. */
  uploadsPerLink: { name: 'uploads-link', limit: FILE_LIMITS.uploadsPerLinkPerMinute, windowMs: MINUTE },
  /** Mails an owner's shares and nudges may send in a day (issue 43), counted per recipient. */
  mailsPerOwnerPerDay: { name: 'mails-owner', limit: MAIL_BUDGET_PER_DAY, windowMs: 24 * HOUR },
  accessTokenPerToken: { name: 'access-token', limit: 600, windowMs: MINUTE },
  /** Failed second-factor codes (issue 49): the 6th failed try in 15 minutes is a 429. */
  mfaCodePerAccount: { name: 'mfa-code', limit: 5, windowMs: 15 * MINUTE },
  /** Passkey sign-in options (issue 49): each makes a stored challenge. */
  passkeyOptionsPerIp: { name: 'passkey-options-ip', limit: 30, windowMs: MINUTE },
  webhookPingPerEndpoint: { name: 'webhook-ping', limit: WEBHOOK_PINGS_PER_HOUR, windowMs: HOUR },
  /** Messages (issue 48), counted per link and side: a recipient's flood does not silence the owner. */
  messagesPerLink: { name: 'messages-link', limit: MESSAGES_PER_LINK_PER_HOUR, windowMs: HOUR },
  invitationsPerWorkspace: { name: 'invitations-workspace', limit: INVITATIONS_PER_WORKSPACE_PER_DAY, windowMs: 24 * HOUR },
} satisfies Record<string, RateLimitPolicy | RespitePolicy>;
