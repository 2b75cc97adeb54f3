/**
 * Emitted (after commit) when sessions of an account stopped being valid: every one of them (its
 * password was changed or reset, or the account was deleted), or only `sessionIds` (a log out, a
 * session signed out from Account › Security). The realtime module disconnects their open sockets
 * on every process; a reconnect goes through the handshake again and is refused.
 */
export const SESSIONS_REVOKED = 'sessions.revoked';

export interface SessionsRevokedEvent {
  userId: string;
  /** Only these sessions; absent: every session of the account. */
  sessionIds?: string[];
}
