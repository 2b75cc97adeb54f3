import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ShareProgressEvent, SocketAuth } from '@ticklist/contracts';
import { connectSocket, type AppSocket } from '@/lib/socket';

export interface RealtimeHandlers {
  /** Called on every (re)connect; `reconnected` is false for the first one of this socket. */
  onConnect?(socket: AppSocket, reconnected: boolean): void;
  onProgress(event: ShareProgressEvent): void;
}

/**
 * One Socket.IO connection for the lifetime of `auth` (null → none). Handlers may change on
 * every render without reconnecting. Reports whether the socket is connected right now.
 */
export function useRealtimeSocket(auth: SocketAuth | null, handlers: RealtimeHandlers): {
  connected: boolean;
  socketRef: RefObject<AppSocket | null>;
} {
  const [connected, setConnected] = useState(false);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const socketRef = useRef<AppSocket | null>(null);
  const token = auth && 'token' in auth ? auth.token : null;
  const accessToken = auth && 'accessToken' in auth ? auth.accessToken : null;

  useEffect(() => {
    const socketAuth: SocketAuth | null = token ? { token } : accessToken ? { accessToken } : null;
    if (!socketAuth) return;
    const socket = connectSocket(socketAuth);
    socketRef.current = socket;
    let connectedBefore = false;
    socket.on('connect', () => {
      setConnected(true);
      handlersRef.current.onConnect?.(socket, connectedBefore);
      connectedBefore = true;
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on('connect_error', () => setConnected(false));
    socket.on('share:progress', (event) => {
      if (event && typeof event === 'object') handlersRef.current.onProgress(event);
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      if (socketRef.current === socket) socketRef.current = null;
      setConnected(false);
    };
  }, [token, accessToken]);

  return { connected, socketRef };
}
