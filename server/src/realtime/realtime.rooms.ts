/** Socket.IO room names. Rooms are joined by the server only, never on a client's say-so. */
export const checklistRoom = (checklistId: string): string => `checklist:${checklistId}`;
export const shareRoom = (shareId: string): string => `share:${shareId}`;
/** Every owner socket of one account, so revoking its sessions can disconnect them all. */
export const userRoom = (userId: string): string => `user:${userId}`;
/** Every owner socket of one session (one sign-in), so ending it can disconnect them. */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

/** Who a socket is, settled at the handshake (socket.data). */
export type SocketIdentity = { kind: 'owner'; userId: string; sessionId: string } | { kind: 'guest'; shareId: string; checklistId: string };
