import type {
  Ack,
  ChecklistProgress,
  ClientToServerEvents,
  ServerToClientEvents,
  ShareProgressSnapshot,
  SocketAuth,
  SUBSCRIBE_AT_HANDSHAKE_MAX,
} from '@ticklist/contracts';
import { io, type Socket } from 'socket.io-client';

/** The contract's SUBSCRIBE_AT_HANDSHAKE_MAX (its type is the value: a change there fails here), without a runtime import. */
const HANDSHAKE_MAX: typeof SUBSCRIBE_AT_HANDSHAKE_MAX = 100;

/** A socket typed with the contract's event maps (libs/contracts `realtime/events.ts`). */
export type TicklistSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface RealtimeOptions {
  /** Where the deployment is, such as `https://ticklist.example.com`. */
  baseUrl: string;
  /** A personal access token (`tl_pat_…`); read scope is enough. */
  token: string;
  /**
   * After a reconnect each subscribed checklist is followed again; this gets its progress as it
   * stands then (its counts and first page of recipients: the `checklist:snapshot` the server sends).
   */
  onResubscribed?: (checklistId: string, progress: ChecklistProgress) => void;
  /** How long an answer to a subscribe may take. */
  ackTimeoutMs?: number;
}

export interface Realtime {
  readonly socket: TicklistSocket;
  /** Joins a checklist's room (yours only) and answers each share's progress as it stands. */
  subscribe(checklistId: string): Promise<ShareProgressSnapshot[]>;
  unsubscribe(checklistId: string): Promise<void>;
  /** Listens to a server event, typed; answers a function that stops listening. */
  on<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]): () => void;
  close(): void;
}

/** Thrown when the server refuses the handshake or a subscribe (`message` is the server's). */
export class RealtimeError extends Error {}

function answered(ack: Ack): ShareProgressSnapshot[] {
  if (!ack.ok) throw new RealtimeError(ack.message);
  return ack.progress ?? [];
}

/**
 * Opens an owner socket with a personal access token (`auth: { token }`) and resolves once it is
 * connected; a refused token rejects with "Authentication required". Every (re)connect names the
 * subscribed checklists at the handshake (`auth: { token, subscribe, progress: true }`), so the
 * server joins their rooms at once and sends each one's progress as it stands (`checklist:snapshot`,
 * given to `onResubscribed`): nothing is missed in between, and no subscribe is sent again.
 */
export function connectRealtime({ baseUrl, token, onResubscribed, ackTimeoutMs = 10_000 }: RealtimeOptions): Promise<Realtime> {
  const subscribed = new Set<string>();
  // A function, so that each reconnect names the checklists subscribed by then.
  const auth = (send: (auth: SocketAuth) => void) => send({ token, subscribe: [...subscribed].slice(0, HANDSHAKE_MAX), progress: true });
  const socket: TicklistSocket = io(baseUrl.replace(/\/+$/, ''), { auth, transports: ['websocket'], reconnection: true });
  const ask = async (checklistId: string) => socket.timeout(ackTimeoutMs).emitWithAck('checklist:subscribe', { checklistId, progress: true });
  const subscribeNow = async (checklistId: string) => answered(await ask(checklistId));

  const realtime: Realtime = {
    socket,
    async subscribe(checklistId) {
      const progress = await subscribeNow(checklistId);
      subscribed.add(checklistId);
      return progress;
    },
    async unsubscribe(checklistId) {
      subscribed.delete(checklistId);
      answered(await socket.timeout(ackTimeoutMs).emitWithAck('checklist:unsubscribe', { checklistId }));
    },
    on(event, listener) {
      // socket.io-client's overloads do not follow a generic event name: the map's own type is the check.
      const typed = socket as unknown as { on(e: string, l: unknown): void; off(e: string, l: unknown): void };
      typed.on(event, listener);
      return () => typed.off(event, listener);
    },
    close: () => socket.close(),
  };

  return new Promise((resolve, reject) => {
    socket.on('checklist:snapshot', ({ checklistId, progress }) => {
      if (subscribed.has(checklistId)) onResubscribed?.(checklistId, progress);
    });
    socket.once('connect', () => {
      // The handshake names at most HANDSHAKE_MAX checklists: the others are subscribed again here.
      socket.on('connect', () => {
        for (const checklistId of [...subscribed].slice(HANDSHAKE_MAX)) {
          ask(checklistId).then((ack) => {
            if (!ack.ok) subscribed.delete(checklistId);
            else if (ack.counts && ack.shares && ack.total !== undefined) {
              onResubscribed?.(checklistId, { counts: ack.counts, shares: ack.shares, nextCursor: ack.nextCursor ?? null, total: ack.total });
            }
          }, () => undefined);
        }
      });
      resolve(realtime);
    });
    socket.once('connect_error', (error) => {
      if (socket.connected) return;
      socket.close();
      reject(new RealtimeError(error.message));
    });
  });
}
