import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import {
  REALTIME_MESSAGES,
  type ShareActivityEvent,
  type ShareDeliveryEvent,
  type ShareJobEvent,
  type SharePresenceEvent,
  type ShareProgressEvent,
  type ShareRemindedEvent,
  type SocketAuth,
} from '@ticklist/contracts';
import type { AppSocket } from '@/lib/realtime/socket';
import { whenIdle } from '@/lib/when-idle';

const RETRY_AFTER_REFUSAL_MS = 5_000;
/**
 * The socket waits for an idle moment after the page has rendered, at most this long (twice: to
 * load socket.io-client, then to connect). Short, because the owner is promised "Viewing now" within
 * 5 s of the guest opening the page (issue 18), and the page is already painted from its HTML.
 */
const CONNECT_WITHIN_MS = 250;

export interface RealtimeHandlers {
  /** Called on every (re)connect; `reconnected` is false for the first one of this socket. */
  onConnect?(socket: AppSocket, reconnected: boolean): void;
  onProgress(event: ShareProgressEvent): void;
  /** `share:reminded` (owners only): a reminder or a nudge went out to a recipient. */
  onReminded?(event: ShareRemindedEvent): void;
  /** `share:delivery` (owners only): a recipient's invitation was queued, sent or failed. */
  onDelivery?(event: ShareDeliveryEvent): void;
  /** `share:activity` (owners only): a new entry on a recipient's timeline. */
  onActivity?(event: ShareActivityEvent): void;
  /** `share:presence` (owners only): a recipient opened or left the guest page. */
  onPresence?(event: SharePresenceEvent): void;
  /** `share:job` (owners only): a share job's progress, and its summary once done. */
  onShareJob?(event: ShareJobEvent): void;
  /** The server closed this socket (a revoked link, signed-out session); Socket.IO does not reconnect then on its own. */
  onServerDisconnect?(): void;
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
  // The latest handlers, called from the socket's listeners without reconnecting when they change.
  const onConnect = useEffectEvent((socket: AppSocket, reconnected: boolean) => handlers.onConnect?.(socket, reconnected));
  const onProgress = useEffectEvent((event: ShareProgressEvent) => handlers.onProgress(event));
  const onReminded = useEffectEvent((event: ShareRemindedEvent) => handlers.onReminded?.(event));
  const onDelivery = useEffectEvent((event: ShareDeliveryEvent) => handlers.onDelivery?.(event));
  const onActivity = useEffectEvent((event: ShareActivityEvent) => handlers.onActivity?.(event));
  const onPresence = useEffectEvent((event: SharePresenceEvent) => handlers.onPresence?.(event));
  const onShareJob = useEffectEvent((event: ShareJobEvent) => handlers.onShareJob?.(event));
  const onServerDisconnect = useEffectEvent(() => handlers.onServerDisconnect?.());
  const socketRef = useRef<AppSocket | null>(null);
  const token = auth && 'token' in auth ? auth.token : null;
  const accessToken = auth && 'accessToken' in auth ? auth.accessToken : null;
  const progress = !!auth && 'progress' in auth && auth.progress === true;

  useEffect(() => {
    const socketAuth: SocketAuth | null = token ? { token } : accessToken ? { accessToken, progress } : null;
    if (!socketAuth) return;
    /** Wires one socket's listeners; returns how to close it. */
    function listen(socket: AppSocket): () => void {
      socketRef.current = socket;
      let connectedBefore = false;
      socket.on('connect', () => {
        setConnected(true);
        onConnect(socket, connectedBefore);
        connectedBefore = true;
      });
      socket.on('disconnect', (reason) => {
        setConnected(false);
        if (reason === 'io server disconnect') onServerDisconnect();
      });
      let retry: ReturnType<typeof setTimeout> | undefined;
      socket.on('connect_error', (error) => {
        setConnected(false);
        // Socket.IO stops retrying when the server refuses the handshake. A refused token stays
        // refused; anything else (server busy, database down) is worth another try later.
        if (!socket.active && error?.message !== REALTIME_MESSAGES.authenticationRequired) {
          clearTimeout(retry);
          retry = setTimeout(() => socket.connect(), RETRY_AFTER_REFUSAL_MS);
        }
      });
      socket.on('share:progress', (event) => {
        if (event && typeof event === 'object') onProgress(event);
      });
      socket.on('share:reminded', (event) => {
        if (event && typeof event === 'object') onReminded(event);
      });
      socket.on('share:delivery', (event) => {
        if (event && typeof event === 'object' && event.delivery) onDelivery(event);
      });
      socket.on('share:activity', (event) => {
        if (event && typeof event === 'object' && event.entry) onActivity(event);
      });
      socket.on('share:presence', (event) => {
        if (event && typeof event === 'object') onPresence(event);
      });
      socket.on('share:job', (event) => {
        if (event && typeof event === 'object' && event.job) onShareJob(event);
      });
      return () => {
        clearTimeout(retry);
        socket.removeAllListeners();
        socket.disconnect();
        if (socketRef.current === socket) socketRef.current = null;
        setConnected(false);
      };
    }

    let stopped = false;
    let stop: () => void = () => undefined;
    // socket.io-client (about 12 KB brotli) loads after the first render, so it never delays a page,
    // and it loads, then connects, each in an idle moment: neither is a long task while the page renders.
    let cancel = whenIdle(() => {
      void import('@/lib/realtime/socket').then(({ connectSocket }) => {
        if (!stopped) cancel = whenIdle(() => (stop = listen(connectSocket(socketAuth))), CONNECT_WITHIN_MS);
      });
    }, CONNECT_WITHIN_MS);
    return () => {
      stopped = true;
      cancel();
      stop();
    };
  }, [token, accessToken, progress]);

  return { connected, socketRef };
}
