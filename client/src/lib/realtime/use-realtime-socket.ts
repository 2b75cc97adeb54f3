import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import {
  HEARTBEAT,
  REALTIME_MESSAGES,
  type RunStartedEvent,
  type ShareActivityEvent,
  type ShareDeliveryEvent,
  type ShareJobEvent,
  type SharePresenceEvent,
  type ShareProgressEvent,
  type ShareRemindedEvent,
  type ShareReviewEvent,
  type SocketAuth,
} from '@ticklist/contracts';
import type { AppSocket } from '@/lib/realtime/socket';
import { isLive, onPageBack } from '@/lib/realtime/liveness';
import { whenIdle } from '@/lib/when-idle';

const RETRY_AFTER_REFUSAL_MS = 5_000;
/**
 * The socket waits for an idle moment after the page has rendered, at most this long (twice: to
 * load socket.io-client, then to connect). Short, because the owner is promised "Viewing now" within
 * 5 s of the guest opening the page (issue 18), and the page is already painted from its HTML.
 */
const CONNECT_WITHIN_MS = 250;
/** How often the page asks itself whether it still heard from the server within the heartbeat window. */
const LIVENESS_CHECK_MS = 1_000;

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
  /** `share:message` or `share:message-deleted` (owners and guests): a share's messages changed. */
  onMessage?(event: { checklistId: string; shareId: string }): void;
  /** `share:review` (owners and guests, issue 48): a recipient's review changed. */
  onReview?(event: ShareReviewEvent): void;
  /** `run:started` (owners and guests, issue 45): a recurring checklist's next run started. */
  onRunStarted?(event: RunStartedEvent): void;
  /** The server closed this socket (a revoked link, signed-out session); Socket.IO does not reconnect then on its own. */
  onServerDisconnect?(): void;
  /**
   * The page came back (network returned, tab visible, window focused): re-fetch what it shows,
   * since events sent while the socket was silently dead are lost. The socket is checked meanwhile.
   */
  onPageBack?(): void;
}

/**
 * One Socket.IO connection for the lifetime of `auth` (null → none). Handlers may change on
 * every render without reconnecting. `connected` is true only while the socket is connected and
 * has heard from the server within the heartbeat window (see liveness.ts). When the page comes
 * back, the socket is asked `connection:check`; without an answer within HEARTBEAT.CHECK_WITHIN_MS
 * it is dropped and Socket.IO reconnects at once.
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
  const onReview = useEffectEvent((event: ShareReviewEvent) => handlers.onReview?.(event));
  const onShareJob = useEffectEvent((event: ShareJobEvent) => handlers.onShareJob?.(event));
  const onMessage = useEffectEvent((event: { checklistId: string; shareId: string }) => handlers.onMessage?.(event));
  const onServerDisconnect = useEffectEvent(() => handlers.onServerDisconnect?.());
  const onRunStarted = useEffectEvent((event: RunStartedEvent) => handlers.onRunStarted?.(event));
  const onBack = useEffectEvent(() => handlers.onPageBack?.());
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
      let lastHeardAt = Date.now();
      const showLiveness = () => setConnected(isLive(socket.connected, lastHeardAt, Date.now()));
      const heard = () => {
        lastHeardAt = Date.now();
        showLiveness();
      };
      /** Drops a socket that no longer reaches the server; the manager reconnects straight away. */
      const drop = () => {
        setConnected(false);
        socket.io.engine?.close();
      };
      // The server's pings and every event or answer are signs of life.
      socket.io.on('ping', heard);
      socket.onAny(heard);
      const liveness = setInterval(() => {
        if (socket.connected && !isLive(true, lastHeardAt, Date.now())) drop();
      }, LIVENESS_CHECK_MS);
      let checking = false;
      const stopWatching = onPageBack(() => {
        onBack();
        if (!socket.connected || checking) return;
        if (!isLive(true, lastHeardAt, Date.now())) return drop();
        checking = true;
        socket.timeout(HEARTBEAT.CHECK_WITHIN_MS).emit('connection:check', (error) => {
          checking = false;
          if (error) drop();
          else heard();
        });
      });
      socket.on('connect', () => {
        heard();
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
      const messagesChanged = (event: { checklistId: string; shareId: string } | undefined) => {
        if (event && typeof event === 'object' && typeof event.shareId === 'string') onMessage(event);
      };
      socket.on('share:message', messagesChanged);
      socket.on('share:message-deleted', messagesChanged);
      socket.on('run:started', (event) => {
        if (event && typeof event === 'object' && typeof event.checklistId === 'string') onRunStarted(event);
      });
      socket.on('share:review', (event) => {
        if (event && typeof event === 'object' && event.review) onReview(event);
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
        clearInterval(liveness);
        stopWatching();
        socket.io.off('ping', heard);
        socket.offAny(heard);
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
