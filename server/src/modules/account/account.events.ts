/**
 * Emitted (after commit) when every session of a user must end: password changed, account
 * deleted. Tokens are already refused by then (token version / missing row); the realtime
 * listener may use it to disconnect the user's sockets.
 */
export const USER_SESSIONS_REVOKED = 'user.sessions_revoked';

export interface UserSessionsRevokedEvent {
  userId: string;
}
