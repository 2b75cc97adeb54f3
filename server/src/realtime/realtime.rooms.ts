/** Socket.IO room names. Rooms are joined by the server only, never on a client's say-so. */
export const checklistRoom = (checklistId: string): string => `checklist:${checklistId}`;
export const shareRoom = (shareId: string): string => `share:${shareId}`;
/** Every owner socket of one account, so revoking its sessions can disconnect them all. */
export const userRoom = (userId: string): string => `user:${userId}`;
/** Every owner socket of one session (one sign-in), so ending it can disconnect them. */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

/** Every owner socket opened with one personal access token, so revoking it can disconnect them. */
export const tokenRoom = (tokenId: string): string => `token:${tokenId}`;
/**
 * Every owner socket of one account opened with any of its personal access tokens, so recovering or
 * deleting the account can disconnect them (a password change keeps tokens, and their sockets).
 */
export const userTokensRoom = (userId: string): string => `tokens-of:${userId}`;

/**
 * Who a socket is, settled at the handshake (socket.data): an owner through a session (`sessionId`)
 * or a personal access token (`tokenId`), or a guest through a share's link.
 */
export type SocketIdentity =
  | { kind: 'owner'; userId: string; sessionId: string }
  | { kind: 'owner'; userId: string; tokenId: string }
  | { kind: 'guest'; shareId: string; checklistId: string };

/** The rooms an owner socket is joined to at the handshake, so ending its credential can cut it. */
export function credentialRooms(identity: Extract<SocketIdentity, { kind: 'owner' }>): string[] {
  return 'tokenId' in identity ? [tokenRoom(identity.tokenId), userTokensRoom(identity.userId)] : [userRoom(identity.userId), sessionRoom(identity.sessionId)];
}
