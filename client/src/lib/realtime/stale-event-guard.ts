import type { ShareProgressEvent } from '@ticklist/contracts';

/** What the guard reads of a `share:progress` event or a progress snapshot. */
export interface ProgressStamp {
  shareId: ShareProgressEvent['shareId'];
  /** Null: a snapshot of a share with nothing saved yet. */
  updatedAt: string | null;
  /** The share's progress sequence (issue 42), strictly increasing per share; absent from older servers' events. */
  seq?: number | null;
}

/**
 * Remembers the newest progress applied per share; older `share:progress` events are stale (they
 * overtook a newer one on the way) and are dropped. Two that both carry `seq` are ordered by it,
 * exactly (times are read to the millisecond here, and several saves share one); otherwise by time.
 */
export class StaleEventGuard {
  private readonly latest = new Map<string, { at: number; seq: number | null }>();

  /**
   * True (and records it) when the event is not older than the last one applied for its share.
   * A null `updatedAt` (a progress snapshot of a share with nothing saved yet) is older than any event.
   */
  accept(event: ProgressStamp): boolean {
    if (event.updatedAt === null) return !this.latest.has(event.shareId);
    const at = Date.parse(event.updatedAt);
    if (Number.isNaN(at)) return false;
    const seq = typeof event.seq === 'number' && Number.isFinite(event.seq) ? event.seq : null;
    const last = this.latest.get(event.shareId);
    if (last !== undefined && isOlder({ at, seq }, last)) return false;
    this.latest.set(event.shareId, { at, seq });
    return true;
  }

  clear(): void {
    this.latest.clear();
  }
}

function isOlder(event: { at: number; seq: number | null }, last: { at: number; seq: number | null }): boolean {
  if (event.seq !== null && last.seq !== null) return event.seq < last.seq;
  return event.at < last.at;
}
