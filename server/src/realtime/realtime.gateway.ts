import { Inject, Logger } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import {
  GENERIC_MESSAGES,
  REALTIME_MESSAGES,
  SUBSCRIBE_AT_HANDSHAKE_MAX,
  type Ack,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type RunStartedEvent,
  type ShareProgressEvent,
  type ShareProgressSnapshot,
} from '@ticklist/contracts';
import { DomainError } from '../common/domain-error';
import { isUuid } from '../common/uuid';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import { ChecklistReadService } from '../modules/checklists/checklist-read.service';
import { ChecklistsRepository } from '../modules/checklists/checklists.repository';
import { PresenceService } from '../modules/presence/presence.service';
import { ItemResponsesRepository, type ShareLatestRow, type ShareProgressRow } from '../modules/responses/item-responses.repository';
import { ChecklistAccess } from '../modules/workspaces/checklist-access';
import { checklistRoom, credentialRooms, sessionRoom, shareRoom, tokenRoom, userRoom, userTokensRoom, type SocketIdentity } from './realtime.rooms';
import { SocketAuthService } from './socket-auth.service';
import { localSocketIn } from './local-rooms';
import { BatchingRedisAdapter, type Packet } from './batching-redis-adapter';
import { ProgressSettler } from './progress-settler';

/** What the handshake settles about a socket. */
interface SocketData {
  identity?: SocketIdentity;
}

/** No events between server processes besides the adapter's own. */
type InterServerEvents = Record<string, never>;

type IoServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type AckFn = (res: Ack) => void;

const NOT_FOUND: Ack = { ok: false, message: REALTIME_MESSAGES.checklistNotFound };
const VISIBILITY_REFUSED: Ack = { ok: false, message: REALTIME_MESSAGES.visibilityRefused };

/** Splits Socket.IO handler args into (payload, ack), whatever a client sent. */
function payloadAndAck(args: unknown[]): { payload: unknown; ack: AckFn | null } {
  const last = args[args.length - 1];
  const ack = typeof last === 'function' ? (last as AckFn) : null;
  return { payload: ack ? (args.length > 1 ? args[0] : undefined) : args[0], ack };
}

function checklistIdOf(payload: unknown): unknown {
  return payload && typeof payload === 'object' ? (payload as { checklistId?: unknown }).checklistId : undefined;
}

/**
 * A subscribe payload or a guest's handshake auth that asks for the progress as it stands
 * (`progress: true`, nothing else).
 */
function wantsProgress(payload: unknown): boolean {
  return !!payload && typeof payload === 'object' && (payload as { progress?: unknown }).progress === true;
}

/** The checklists a handshake's `subscribe` names: distinct ids, at most SUBSCRIBE_AT_HANDSHAKE_MAX (anything else in it is passed over). */
function handshakeSubscriptions(auth: unknown): string[] {
  const list = auth && typeof auth === 'object' ? (auth as { subscribe?: unknown }).subscribe : undefined;
  if (!Array.isArray(list)) return [];
  const ids = list.slice(0, SUBSCRIBE_AT_HANDSHAKE_MAX).filter(isUuid).map((id) => id.toLowerCase());
  return [...new Set(ids)];
}

/** A share's latest save as the `share:progress` a guest socket would have heard for it. */
const toCatchUp = (row: ShareLatestRow): ShareProgressEvent => ({
  checklistId: row.checklist_id,
  shareId: row.share_id,
  recipientEmail: row.email,
  itemId: row.item_id,
  complete: row.complete,
  completedItems: row.completed.map((itemId) => ({ itemId })),
  totalItems: row.total,
  updatedAt: row.updated_at,
  seq: Number(row.seq),
});

const toProgressSnapshot = (row: ShareProgressRow): ShareProgressSnapshot => ({
  shareId: row.share_id,
  completedItems: row.completed.map((itemId) => ({ itemId })),
  totalItems: row.total,
  updatedAt: row.updated_at,
  seq: Number(row.seq),
});

/**
 * Socket.IO gateway. Handshake auth runs in `server.use` middleware (Nest guards do not run on
 * connect); owners then subscribe to their checklists, guests are joined to their share at once.
 * Rooms are only ever joined by the server after a check.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger('Realtime');
  @WebSocketServer() server: IoServer;

  /** Whether events fan out to other processes (the Redis adapter, set up with REDIS_URL; see RealtimeIoAdapter). */
  private readonly fansOut: boolean;
  /** With other processes: the last word on a share's progress is right (progress-settler.ts). */
  private readonly settler = new ProgressSettler((shareId) => this.settle(shareId));

  constructor(
    private readonly socketAuth: SocketAuthService,
    private readonly checklists: ChecklistsRepository,
    private readonly reader: ChecklistReadService,
    private readonly presence: PresenceService,
    private readonly responses: ItemResponsesRepository,
    private readonly access: ChecklistAccess,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.fansOut = Boolean(config.redisUrl);
  }

  afterInit(server: IoServer): void {
    server.use((socket, next) => {
      this.socketAuth
        .identify(socket.handshake.auth)
        .then((identity) => {
          if (!identity) return next(new Error(REALTIME_MESSAGES.authenticationRequired));
          socket.data.identity = identity;
          next();
        })
        .catch((error: unknown) => {
          // Over the token's rate limit: said as the REST API says it.
          if (error instanceof DomainError && error.code === 'rate_limited') return next(new Error(error.message));
          // Not the client's fault (e.g. database down): a distinct message so clients retry.
          this.logger.warn(`handshake check failed: ${(error as Error)?.message ?? error}`);
          next(new Error(GENERIC_MESSAGES.serviceUnavailable));
        });
    });
    const adapter = server.of('/').adapter;
    if (adapter instanceof BatchingRedisAdapter) adapter.onRemoteBroadcast = (packet) => this.heardFromAnother(packet);
    this.logger.log('gateway ready');
  }

  handleConnection(socket: IoSocket): void {
    const identity = socket.data.identity;
    if (!identity) {
      socket.disconnect(true);
      return;
    }
    if (identity.kind === 'guest') {
      void socket.join(shareRoom(identity.shareId));
      if (wantsProgress(socket.handshake.auth)) void this.catchUp(socket, identity.shareId);
      this.followVisibility(socket, identity.shareId);
    } else {
      void socket.join(credentialRooms(identity));
      socket.on('guest:visibility', (...args: unknown[]) => payloadAndAck(args).ack?.(VISIBILITY_REFUSED));
      const named = handshakeSubscriptions(socket.handshake.auth);
      if (named.length > 0) void this.subscribeAtHandshake(socket, identity, named, wantsProgress(socket.handshake.auth));
    }

    socket.on('checklist:subscribe', (...args: unknown[]) => {
      const { payload, ack } = payloadAndAck(args);
      void this.subscribe(socket, identity, checklistIdOf(payload), wantsProgress(payload)).then(
        (res) => ack?.(res),
        (error: unknown) => {
          this.logger.warn(`subscribe failed: ${(error as Error)?.message ?? error}`);
          ack?.(NOT_FOUND);
        },
      );
    });
    socket.on('connection:check', (...args: unknown[]) => payloadAndAck(args).ack?.({ ok: true }));
    socket.on('checklist:unsubscribe', (...args: unknown[]) => {
      const { payload, ack } = payloadAndAck(args);
      const id = checklistIdOf(payload);
      if (typeof id !== 'string' || id.length > 64) return ack?.(NOT_FOUND);
      void socket.leave(checklistRoom(id.toLowerCase()));
      ack?.({ ok: true });
    });
  }

  /**
   * Presence (issues 18, 44): the recipient is "viewing" while any of their sockets belongs to a
   * visible page. A socket counts from its page's `guest:visibility { visible: true }` until it says
   * `false` or disconnects; a page rendered in the background (a mail scanner's) never counts.
   * The writes of one socket go in order (each waits for the one before).
   */
  private followVisibility(socket: IoSocket, shareId: string): void {
    let counted = false;
    let written: Promise<void> = Promise.resolve();
    const count = (visible: boolean) => {
      if (visible === counted) return written;
      counted = visible;
      written = written.then(() => (visible ? this.presence.connected(shareId) : this.presence.disconnected(shareId)));
      return written;
    };
    socket.on('guest:visibility', (...args: unknown[]) => {
      const { payload, ack } = payloadAndAck(args);
      const visible = payload && typeof payload === 'object' ? (payload as { visible?: unknown }).visible : undefined;
      if (typeof visible !== 'boolean' || !socket.connected) return ack?.(VISIBILITY_REFUSED);
      void count(visible).then(() => ack?.({ ok: true }));
    });
    socket.once('disconnect', () => void count(false));
  }

  /**
   * Joins an owner's socket to the room of a checklist that exists and is theirs; with
   * `withProgress`, answers each share's progress as it stands and the checklist's counts and first
   * page of recipients, read after the join.
   */
  private async subscribe(socket: IoSocket, identity: SocketIdentity, checklistId: unknown, withProgress: boolean): Promise<Ack> {
    if (identity.kind !== 'owner' || !isUuid(checklistId)) return NOT_FOUND;
    const id = checklistId.toLowerCase();
    // Issue 47: a session joins the room of any checklist of a workspace it is a member of (viewer
    // reads); a personal access token socket, its own checklists (the personal workspace it is held to).
    const grant = 'tokenId' in identity ? null : await this.access.find({ userId: identity.userId }, id);
    const ownerId = grant?.ownerId ?? ((await this.checklists.isOwnedBy(id, identity.userId)) ? identity.userId : null);
    if (!ownerId) return NOT_FOUND;
    if (!socket.connected) return NOT_FOUND;
    await socket.join(checklistRoom(id));
    // A recipient who opened the guest page before this socket joined the room (after the owner's
    // page fetched its list) was announced to no one here: tell this socket who is viewing now.
    // Read after the join, so a change committed later reaches the room as its own event.
    for (const event of await this.presence.viewingOn(id)) socket.emit('share:presence', event);
    // Likewise a tick saved in that gap: the answer holds every share's progress as it stands,
    // and each later tick reaches the room as its own share:progress.
    if (!withProgress) return { ok: true };
    try {
      const progress = (await this.responses.progressOfChecklist(id)).map(toProgressSnapshot);
      return { ok: true, progress, ...(await this.reader.progress(ownerId, id)) };
    } catch (error) {
      // The socket is in the room all the same: say so, without the progress (the page keeps its list).
      this.logger.warn(`progress for a subscribe not read: ${(error as Error)?.message ?? error}`);
      return { ok: true };
    }
  }

  /**
   * The checklists an owner named at the handshake: each one it may see is joined as a subscribe
   * would join it (others are passed over), and with `withProgress` is followed by one
   * `checklist:snapshot`, read after the join so that a later tick arrives as its own event.
   */
  private async subscribeAtHandshake(socket: IoSocket, identity: SocketIdentity, checklistIds: string[], withProgress: boolean): Promise<void> {
    for (const checklistId of checklistIds) {
      try {
        const joined = await this.subscribe(socket, identity, checklistId, false);
        if (!joined.ok || !withProgress || identity.kind !== 'owner') continue;
        const progress = await this.reader.progress(identity.userId, checklistId);
        if (socket.connected) socket.emit('checklist:snapshot', { checklistId, progress });
      } catch (error) {
        this.logger.warn(`handshake subscription not completed: ${(error as Error)?.message ?? error}`);
      }
    }
  }

  /**
   * Sends a guest socket that asked for it its share as it stands: a tick saved on another device
   * after this page read its list and before the socket joined the share's room reached no event
   * here. Read after the join, so a later save arrives as its own event (the page's stale-event
   * guard orders the two by updatedAt).
   */
  private async catchUp(socket: IoSocket, shareId: string): Promise<void> {
    try {
      const latest = await this.responses.latestOfShare(shareId);
      if (latest && socket.connected) socket.emit('share:progress', toCatchUp(latest));
    } catch (error) {
      this.logger.warn(`guest catch-up not sent: ${(error as Error)?.message ?? error}`);
    }
  }

  /**
   * A reminder sent, or a recipient's delivery, activity or presence (issue 18): to the checklist's
   * owner sockets only. A guest never hears about reminders nor about any recipient's presence.
   */
  broadcastToOwners<E extends 'share:reminded' | 'share:delivery' | 'share:activity' | 'share:presence' | 'share:job' | 'run:started'>(name: E, event: Parameters<ServerToClientEvents[E]>[0] & { checklistId: string }): void {
    if (!this.reaches([checklistRoom(event.checklistId)])) return;
    try {
      const room = this.server?.to(checklistRoom(event.checklistId));
      (room?.emit as ((n: E, e: typeof event) => boolean) | undefined)?.call(room, name, event);
    } catch (error) {
      this.logger.warn(`${name} not sent: ${(error as Error)?.message ?? error}`);
    }
  }

  /** A recurring checklist's next run started (issue 45): to its owners and the guest pages of `shareIds`, once each. */
  broadcastRunStarted(event: RunStartedEvent, shareIds: string[]): void {
    const rooms = [checklistRoom(event.checklistId), ...shareIds.map(shareRoom)];
    if (!this.reaches(rooms)) return;
    try {
      this.server?.to(rooms).emit('run:started', event);
    } catch (error) {
      this.logger.warn(`run:started not sent: ${(error as Error)?.message ?? error}`);
    }
  }

  /** A message written or deleted (issue 48): to the checklist's watchers and the share's guest sockets, once each. */
  broadcastToShare<E extends 'share:message' | 'share:message-deleted' | 'share:review'>(name: E, event: Parameters<ServerToClientEvents[E]>[0] & { checklistId: string; shareId: string }): void {
    const rooms = [checklistRoom(event.checklistId), shareRoom(event.shareId)];
    if (!this.reaches(rooms)) return;
    try {
      const target = this.server?.to(rooms);
      (target?.emit as ((n: E, e: typeof event) => boolean) | undefined)?.call(target, name, event);
    } catch (error) {
      this.logger.warn(`${name} not sent: ${(error as Error)?.message ?? error}`);
    }
  }

  /** A tick or a progress reset, committed: to the checklist's watchers and the share's guest sockets. */
  broadcastProgress(event: ShareProgressEvent): void {
    if (this.fansOut) this.settler.savedHere(event.shareId, event);
    this.emitProgress(event);
  }

  /** Another process's share:progress, as the batching adapter hears it. */
  private heardFromAnother(packet: Packet): void {
    const [name, event] = Array.isArray(packet.data) ? (packet.data as [unknown, Partial<ShareProgressEvent> | undefined]) : [];
    if (name === 'share:progress' && typeof event?.shareId === 'string' && typeof event.updatedAt === 'string' && Array.isArray(event.completedItems)) {
      this.settler.heardFromAnother(event.shareId, event as ShareProgressEvent);
    }
  }

  /** The share's progress as it stands, read after the ticks that crossed have committed, to everyone who follows it. */
  private async settle(shareId: string): Promise<void> {
    try {
      const latest = await this.responses.latestOfShare(shareId);
      // What the followers last got may be right after all (the ticks did not cross): then nothing.
      if (!latest || this.settler.shows(shareId, latest.completed)) return;
      const event = toCatchUp(latest);
      this.settler.settledHere(shareId, event);
      this.emitProgress(event);
    } catch (error) {
      this.logger.warn(`share progress not settled: ${(error as Error)?.message ?? error}`);
    }
  }

  /** One emit to both rooms: a socket in both (an owner watching, or a guest) gets it once. */
  private emitProgress(event: ShareProgressEvent): void {
    const rooms = [checklistRoom(event.checklistId), shareRoom(event.shareId)];
    if (!this.reaches(rooms)) return;
    try {
      this.server?.to(rooms).emit('share:progress', event);
    } catch (error) {
      // The save is committed either way; a lost push is caught up by the client's refetch.
      this.logger.warn(`share:progress not sent: ${(error as Error)?.message ?? error}`);
    }
  }

  /**
   * Whether an emit to these rooms can reach a socket. Through Redis, other processes' sockets may
   * be in them: always (the batching adapter then checks this process's own). Alone, only when a
   * socket of this process is (local-rooms.ts).
   */
  private reaches(rooms: string[]): boolean {
    return this.fansOut || localSocketIn(this.server?.sockets.adapter.rooms, rooms);
  }

  /** Every guest socket of the shares whose link stopped working, across processes too (Redis adapter). */
  disconnectShares(shareIds: string[]): void {
    if (shareIds.length > 0) this.server?.in(shareIds.map(shareRoom)).disconnectSockets(true);
  }

  /**
   * A member removed from a workspace (issue 47): every socket of the account, on every process
   * (Redis adapter), leaves the rooms of the workspace's checklists at once; a new subscribe is
   * refused by the access check.
   */
  leaveChecklists(userId: string, checklistIds: string[]): void {
    if (checklistIds.length > 0) this.server?.in([userRoom(userId), userTokensRoom(userId)]).socketsLeave(checklistIds.map(checklistRoom));
  }

  /** Every owner socket of the account, across processes too (Redis adapter); a reconnect with the old token is refused. */
  disconnectUser(userId: string): void {
    this.server?.in(userRoom(userId)).disconnectSockets(true);
  }

  /** Every socket opened with these personal access tokens, or with any of the account's; across processes too (Redis adapter). */
  disconnectTokens(userId: string, tokenIds?: string[]): void {
    const rooms = tokenIds ? tokenIds.map(tokenRoom) : [userTokensRoom(userId)];
    if (rooms.length > 0) this.server?.in(rooms).disconnectSockets(true);
  }

  /** Every owner socket of these sessions, across processes too (Redis adapter); a reconnect with their tokens is refused. */
  disconnectSessions(sessionIds: string[]): void {
    if (sessionIds.length > 0) this.server?.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  }
}
