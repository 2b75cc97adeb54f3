/** The contract's rate limits (per window). Nothing else is limited. */
export interface RateLimitPolicy {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  failedLoginPerAccount: { name: 'login-account', limit: 10, windowMs: 15 * MINUTE },
  failedLoginPerIp: { name: 'login-ip', limit: 100, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', limit: 30, windowMs: HOUR },
  forgotPerAddress: { name: 'forgot-address', limit: 5, windowMs: HOUR },
  requestValidatePerUser: { name: 'request-validate', limit: 5, windowMs: HOUR },
  sharePerOwner: { name: 'share-owner', limit: 60, windowMs: HOUR },
  respondPerToken: { name: 'respond-token', limit: 50, windowMs: 1_000 },
  accessTokenPerToken: { name: 'access-token', limit: 600, windowMs: MINUTE },
} satisfies Record<string, RateLimitPolicy>;
