import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents, type SocketAuth } from '@ticklist/contracts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Opens a Socket.IO connection to this origin, as an owner ({token}) or a guest ({accessToken}). */
export function connectSocket(auth: SocketAuth): AppSocket {
  return io({ path: SOCKET_PATH, auth, transports: ['websocket', 'polling'], reconnectionDelayMax: 5_000 });
}
