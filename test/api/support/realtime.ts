import { io, type Socket } from 'socket.io-client';
import { waitFor } from '../../kit';
import type { Ack, ClientToServerEvents, ServerToClientEvents, ShareProgressEvent, SocketAuth } from '@ticklist/contracts';
import { expectDocumentedAck, expectDocumentedEvent } from './asyncapi-events';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type Transport = 'polling' | 'websocket';

const opened: TestSocket[] = [];

/**
 * Every event and acknowledgement the suites' sockets receive is checked against the AsyncAPI
 * document (asyncapi-events.ts); a mismatch fails the test that received it, after it ran.
 */
const checks: Promise<void>[] = [];
const problems: Error[] = [];
function checkAgainstDocument(check: Promise<void>): void {
  checks.push(check.catch((error: Error) => void problems.push(error)));
}
// Jest's hook; a browser test (Playwright) that borrows these helpers has no such global.
if (typeof globalThis.afterEach === 'function') {
  afterEach(async () => {
    await Promise.all(checks.splice(0));
    const found = problems.splice(0);
    if (found.length > 0) throw new Error(found.map((e) => e.message).join('\n'));
  });
}

/** A Socket.IO client that is not yet connected (no reconnection, so refusals stay visible). */
export function socketFor(url: string, auth: SocketAuth | Record<string, unknown> | undefined, transports?: Transport[]): TestSocket {
  const socket: TestSocket = io(url, {
    path: '/socket.io',
    auth: auth as Record<string, unknown>,
    transports: transports ?? ['polling', 'websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: false,
    timeout: 5_000,
  });
  socket.onAny((event: string, ...args: unknown[]) => checkAgainstDocument(expectDocumentedEvent(url, event, args)));
  servers.set(socket, url);
  opened.push(socket);
  return socket;
}

/** Connects; resolves once connected, rejects with the connect_error. */
export function connect(url: string, auth: SocketAuth | Record<string, unknown> | undefined, transports?: Transport[]): Promise<TestSocket> {
  const socket = socketFor(url, auth, transports);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
    socket.connect();
  });
}

/** A guest socket whose page says it is visible (`guest:visibility`): it counts for "Viewing now" once the ack is back. */
export async function connectVisible(url: string, accessToken: string, transports?: Transport[]): Promise<TestSocket> {
  const socket = await connect(url, { accessToken }, transports);
  const ack = await emitAck(socket, 'guest:visibility', { visible: true });
  if (!ack.ok) throw new Error(`guest:visibility refused: ${ack.message}`);
  return socket;
}

/** The connect_error message a handshake is refused with (fails if it connects). */
export function refusal(url: string, auth: SocketAuth | Record<string, unknown> | undefined, transports?: Transport[]): Promise<string> {
  const socket = socketFor(url, auth, transports);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected, expected a refusal')));
    socket.once('connect_error', (err) => resolve(err.message));
    socket.connect();
  });
}

/** The server each test socket talks to. */
const servers = new WeakMap<TestSocket, string>();
const urlOf = (socket: TestSocket): string => servers.get(socket) ?? '';

export function emitAck(socket: TestSocket, event: keyof ClientToServerEvents, payload: unknown, timeoutMs = 5_000): Promise<Ack> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ack for ${event}`)), timeoutMs);
    (socket.emit as (...args: unknown[]) => void)(event, payload, (res: Ack) => {
      clearTimeout(timer);
      checkAgainstDocument(expectDocumentedAck(urlOf(socket), event, res));
      resolve(res);
    });
  });
}

/** Records every share:progress a socket receives. */
export function recordProgress(socket: TestSocket): ShareProgressEvent[] {
  const events: ShareProgressEvent[] = [];
  socket.on('share:progress', (e) => events.push(e));
  return events;
}

/** Waits until `events` holds at least `count` entries. */
export async function waitForEvents<T>(events: T[], count = 1, timeoutMs = 5_000): Promise<T[]> {
  await waitFor(() => events.length >= count, { timeoutMs, intervalMs: 20, describe: () => `expected ${count} event(s), got ${events.length}` });
  return events;
}

/** Picks out a share:progress by some of its fields (e.g. the item, the value and whose share ticked). */
export function progressLike(fields: Partial<ShareProgressEvent>): (event: ShareProgressEvent) => boolean {
  const keys = Object.keys(fields) as (keyof ShareProgressEvent)[];
  return (event) => keys.every((key) => event[key] === fields[key]);
}

/**
 * How a test proves that an action pushed nothing, without a fixed sleep: after the action, do
 * one that must push an event to the same socket from the same server (the marker), wait for the
 * marker, and return what the socket received before it. Socket.IO delivers a socket's events in
 * order, so anything the first action pushed is in the result.
 */
export async function eventsBefore<T>(events: T[], isMarker: (event: T) => boolean, timeoutMs = 5_000): Promise<T[]> {
  const end = await waitFor(() => events.findIndex(isMarker) + 1, {
    timeoutMs,
    intervalMs: 20,
    describe: () => `expected the marker event, got ${events.length} other event(s)`,
  });
  return events.slice(0, end - 1);
}

/** Resolves with the reason once the server drops the socket (rejects if it stays connected). */
export function disconnection(socket: TestSocket, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already');
    const timer = setTimeout(() => reject(new Error('socket stayed connected')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Closes every socket the suite opened. */
export function closeAllSockets(): void {
  for (const s of opened.splice(0)) s.close();
}

/**
 * An owner socket subscribed to a checklist's events. `listen` attaches the test's listeners
 * before the subscription, so nothing pushed after it is missed.
 */
export async function watchChecklist(url: string, token: string, checklistId: string, listen: (socket: TestSocket) => void): Promise<TestSocket> {
  const socket = await connect(url, { token });
  listen(socket);
  const ack = await emitAck(socket, 'checklist:subscribe', { checklistId });
  if (!ack.ok) throw new Error(`checklist:subscribe refused: ${JSON.stringify(ack)}`);
  return socket;
}
