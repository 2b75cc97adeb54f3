/**
 * In-process events the realtime module listens to (emit them with EventEmitter2; no module
 * imports the gateway).
 *
 * USER_SESSIONS_REVOKED: an account's sessions stopped being valid (password changed or reset,
 * account deleted). Its open owner sockets are disconnected on every process; their reconnect
 * goes through the handshake again and is refused with the old token.
 */
export const USER_SESSIONS_REVOKED = 'user.sessions_revoked';

export interface UserSessionsRevokedEvent {
  userId: string;
}
