import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { Interval } from '@nestjs/schedule';
import { randomUUID } from 'node:crypto';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { DATABASE_ENDPOINT } from '../../database/database.module';
import type { DatabaseEndpoint } from '../../database/embedded-postgres';
import { PRESENCE_HEARTBEAT_MS } from './presence-timing';
import { SHARE_PRESENCE_CHANGED, type SharePresenceChangedEvent } from './share-presence.event';
import { SharePresenceRepository, type PresenceChangeRow } from './share-presence.repository';

/** Leases renewed by one statement of the heartbeat (see heartbeat). */
const RENEW_CHUNK = 50;

/**
 * Which recipients have the guest page open (issue 18). The realtime gateway tells this service
 * of each guest socket that connects or disconnects; this process keeps the count per share and
 * writes it, with a lease, to its own row of `share_presence`, renewed by a heartbeat. When a
 * share's first socket anywhere arrives or its last one leaves, the recipient is marked seen and
 * `share.presence-changed` is emitted. A dead process's rows expire (see PresenceSweepJob).
 */
@Injectable()
export class PresenceService implements OnModuleDestroy {
  private readonly logger = new Logger('Presence');
  /** This process's identity in share_presence: a new one per start. */
  readonly processId = randomUUID();
  private readonly sockets = new Map<string, number>();
  private stopping = false;
  /**
   * Presence writes wait in a few lines, one write (one call, see SharePresenceRepository.write)
   * at a time in each, and a share's writes still waiting become one (it writes the count as it
   * is when its turn comes). A burst of connections (hundreds of guests opening their page at
   * once) then never queues hundreds of writes on the database's connections ahead of the guests'
   * saves: on the embedded database's single session a save waited behind all of them. One line
   * there; on a PostgreSQL server a few (see laneCount), with a share always in the same one, so
   * its writes stay in order.
   */
  private readonly lanes: Promise<void>[];
  private readonly waiting = new Map<string, Promise<void>>();

  constructor(
    private readonly presence: SharePresenceRepository,
    private readonly events: EventEmitter2,
    @Inject(DATABASE_ENDPOINT) endpoint: DatabaseEndpoint,
  ) {
    this.lanes = Array.from({ length: laneCount(endpoint.poolSize) }, () => Promise.resolve());
  }

  /** A guest socket of the share connected to this process. Resolves once written (never rejects). */
  connected(shareId: string): Promise<void> {
    this.sockets.set(shareId, (this.sockets.get(shareId) ?? 0) + 1);
    return this.write(shareId);
  }

  /** A guest socket of the share left this process. Resolves once written (never rejects). */
  disconnected(shareId: string): Promise<void> {
    const left = (this.sockets.get(shareId) ?? 1) - 1;
    if (left > 0) this.sockets.set(shareId, left);
    else this.sockets.delete(shareId);
    return this.write(shareId);
  }

  /** Queues a write of this process's count for the share (see `lane`); resolves once written. */
  private write(shareId: string): Promise<void> {
    const queued = this.waiting.get(shareId);
    if (queued) return queued;
    const lane = laneOf(shareId, this.lanes.length);
    const turn = this.lanes[lane]!.then(() => {
      this.waiting.delete(shareId);
      return this.writeNow(shareId);
    });
    this.waiting.set(shareId, turn);
    this.lanes[lane] = turn;
    return turn;
  }

  /**
   * Writes this process's count for the share (the count as it is when the write runs) and
   * announces a change of the share's overall state. Never rejects.
   */
  private async writeNow(shareId: string): Promise<void> {
    if (this.stopping) return; // the leases expire; another replica's sweep tells the owner
    try {
      const change = await this.presence.write(shareId, this.processId, this.sockets.get(shareId) ?? 0);
      if (change) this.announce(change, change.viewing);
    } catch (error) {
      // The lease or the next heartbeat puts it right; the socket itself is unaffected.
      this.logger.warn(`presence of a share not written: ${(error as Error)?.message ?? error}`);
    }
  }

  announce(row: PresenceChangeRow, viewing: boolean): void {
    emitAfterCommit(this.events, SHARE_PRESENCE_CHANGED, presenceEvent(row, viewing));
  }

  /** The checklist's recipients who have the guest page open now, as presence events. */
  async viewingOn(checklistId: string): Promise<SharePresenceChangedEvent[]> {
    return (await this.presence.viewingOn(checklistId)).map((row) => presenceEvent(row, true));
  }

  /** Renews this process's leases; a row lost meanwhile (swept during a database outage) is written again. */
  @Interval('presence-heartbeat', PRESENCE_HEARTBEAT_MS)
  async heartbeat(): Promise<void> {
    if (this.stopping || this.sockets.size === 0) return;
    try {
      const shareIds = [...this.sockets.keys()];
      const renewed = new Set<string>();
      // A statement per RENEW_CHUNK shares: guests' saves queued meanwhile go between them, where one
      // statement renewing 500 leases held the embedded database's one session for 15-50 ms.
      for (let i = 0; i < shareIds.length; i += RENEW_CHUNK) {
        for (const shareId of await this.presence.renew(this.processId, shareIds.slice(i, i + RENEW_CHUNK))) renewed.add(shareId);
      }
      for (const shareId of shareIds) if (!renewed.has(shareId)) await this.write(shareId);
    } catch (error) {
      this.logger.warn(`presence heartbeat failed: ${(error as Error)?.message ?? error}`);
    }
  }

  onModuleDestroy(): void {
    this.stopping = true;
  }
}

/**
 * Lines of presence writes for a pool of `poolSize` connections: one per four connections, at most
 * three, so most of the pool stays free for saves (the embedded database's one session: one line).
 */
export function laneCount(poolSize: number): number {
  return Math.max(1, Math.min(3, Math.floor(poolSize / 4)));
}

/** The line a share's writes always take: the share id's first hex digits, spread over `lanes`. */
export function laneOf(shareId: string, lanes: number): number {
  return lanes === 1 ? 0 : (parseInt(shareId.slice(0, 8), 16) || 0) % lanes;
}

function presenceEvent(row: PresenceChangeRow, viewing: boolean): SharePresenceChangedEvent {
  return { checklistId: row.checklist_id, shareId: row.share_id, viewing, lastSeenAt: row.last_seen_at };
}
