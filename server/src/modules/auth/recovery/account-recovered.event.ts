/**
 * Emitted once a password reset through the mailed link has committed: whoever holds the mailbox
 * has taken the account back. Sessions are already ended (SessionRevocations); each listener ends
 * one more way into the account (personal access tokens, webhook endpoints) and answers what it
 * ended, for the mail that tells the owner. The reset answers only after every listener is done.
 */
export const ACCOUNT_RECOVERED = 'account.recovered';

export interface AccountRecoveredEvent {
  userId: string;
}

/** What one listener ended. */
export interface AccountRecoveryEnded {
  /** Names of the personal access tokens revoked. */
  tokensRevoked?: string[];
  /** How many webhook endpoints were paused (those already paused are not counted). */
  webhooksPaused?: number;
}
