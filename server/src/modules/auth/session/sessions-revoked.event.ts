/**
 * Emitted (after commit) when every session of an account stopped being valid: its password was
 * changed or reset, or the account was deleted. The realtime module disconnects the account's
 * open sockets on every process; their reconnect goes through the handshake again and is refused.
 */
export const SESSIONS_REVOKED = 'sessions.revoked';

export interface SessionsRevokedEvent {
  userId: string;
}
