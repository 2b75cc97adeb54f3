import type { Ack, ClientToServerEvents, ServerToClientEvents, ShareProgressSnapshot } from '@ticklist/contracts';
import { io, type Socket } from 'socket.io-client';

/** A socket typed with the contract's event maps (libs/contracts `realtime/events.ts`). */
export type TicklistSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface RealtimeOptions {
  /** Where the deployment is, such as `https://ticklist.example.com`. */
  baseUrl: string;
  /** A personal access token (`tl_pat_…`); read scope is enough. */
  token: string;
  /** After a reconnect each checklist is subscribed again; this gets its progress as it stands then. */
  onResubscribed?: (checklistId: string, progress: ShareProgressSnapshot[]) => void;
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
 * connected; a refused token rejects with "Authentication required". Rooms are the server's to
 * join, so after a reconnect every subscribed checklist is subscribed again (with its progress,
 * given to `onResubscribed`): nothing is missed in between.
 */
export function connectRealtime({ baseUrl, token, onResubscribed, ackTimeoutMs = 10_000 }: RealtimeOptions): Promise<Realtime> {
  const socket: TicklistSocket = io(baseUrl.replace(/\/+$/, ''), { auth: { token }, transports: ['websocket'], reconnection: true });
  const subscribed = new Set<string>();
  const subscribeNow = async (checklistId: string) =>
    answered(await socket.timeout(ackTimeoutMs).emitWithAck('checklist:subscribe', { checklistId, progress: true }));

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
    socket.once('connect', () => {
      socket.on('connect', () => {
        for (const checklistId of subscribed) {
          subscribeNow(checklistId).then((progress) => onResubscribed?.(checklistId, progress), () => subscribed.delete(checklistId));
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
