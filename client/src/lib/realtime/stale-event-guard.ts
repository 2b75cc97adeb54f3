import type { ShareProgressEvent } from '@ticklist/contracts';

/**
 * Remembers the newest `updatedAt` applied per share; older `share:progress` events are stale
 * (they overtook a newer one on the way) and are dropped.
 */
export class StaleEventGuard {
  private readonly latest = new Map<string, number>();

  /**
   * True (and records it) when the event is not older than the last one applied for its share.
   * A null `updatedAt` (a progress snapshot of a share with nothing saved yet) is older than any event.
   */
  accept(event: { shareId: ShareProgressEvent['shareId']; updatedAt: string | null }): boolean {
    if (event.updatedAt === null) return !this.latest.has(event.shareId);
    const at = Date.parse(event.updatedAt);
    if (Number.isNaN(at)) return false;
    const last = this.latest.get(event.shareId);
    if (last !== undefined && at < last) return false;
    this.latest.set(event.shareId, at);
    return true;
  }

  clear(): void {
    this.latest.clear();
  }
}
