import type { ShareProgressEvent } from '@ticklist/contracts';

/**
 * How long after a tick saved here another process's tick of the same share may have crossed it:
 * statements that ran at the same time, or events published out of the order of their commits.
 * Far longer than either takes.
 */
export const CROSSING_WINDOW_MS = 2_000;

/** What the settler reads of a share:progress: the event itself, no copy on the way. */
export type ProgressTick = Pick<ShareProgressEvent, 'updatedAt' | 'itemId' | 'complete' | 'completedItems'>;

interface ShareTrace {
  /** The newest updatedAt of the share's progress heard from anywhere (what followers keep). */
  latest: string;
  /** That event's completed items. */
  latestCompleted: ProgressTick['completedItems'];
  /** The last tick this process broadcast, and when. */
  here?: ProgressTick;
  hereAt?: number;
  /** The newest tick heard from another process, and when. */
  heard?: ProgressTick;
  heardAt?: number;
  running?: boolean;
  again?: boolean;
}

/**
 * Across replicas, the last word on a share's progress is right. Ticks of one share cannot cross:
 * on a shared database each save statement locks its shares first (ItemResponsesRepository), so of two
 * ticks saved at once the later reads the earlier and is newer to the millisecond. A progress reset
 * (an owner's checklist update) takes no such lock: it reads the shares' progress in its own
 * transaction, and a tick committed meanwhile on another process is missing from one of the two
 * events, so the owner's page could keep an event that is one tick off until the next tick.
 *
 * So each process checks that the events followers keep do not miss its own last tick: when
 * another process's tick of the share, newer than (or of the same millisecond as) the one it
 * broadcast within the window, shows that item otherwise than its tick left it, it reads the share
 * as it stands, once both have committed, and broadcasts that (`settle`). Ticks one after another
 * through two processes (a round-robin proxy) each show the one before: no read.
 *
 * A settle broadcasts only when the share's completed items differ from those of the newest event
 * its followers have, and its event carries the share's latest save, an updatedAt already heard: it
 * sets off no settle elsewhere. One settle of a share runs at a time; one asked for meanwhile runs
 * after it.
 */
export class ProgressSettler {
  private readonly shares = new Map<string, ShareTrace>();
  private lastSweep = 0;

  constructor(
    private readonly settle: (shareId: string) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  /** This process broadcast a tick (or a reset) of the share, committed. */
  savedHere(shareId: string, tick: ProgressTick): void {
    const trace = this.trace(shareId, tick);
    trace.here = tick;
    trace.hereAt = this.now();
    if (trace.heard && this.recent(trace.heardAt) && this.missed(trace.heard, tick)) this.schedule(shareId, trace);
  }

  /**
   * Another process's share:progress arrived. One older than what was heard changes nothing; one
   * of the same millisecond (updatedAt's precision) with other completed items may be a tick that
   * crossed one here within that millisecond.
   */
  heardFromAnother(shareId: string, tick: ProgressTick): void {
    const known = this.shares.get(shareId);
    const isNew = !known || tick.updatedAt > known.latest || (tick.updatedAt === known.latest && !sameItems(tick.completedItems, known.latestCompleted.map((c) => c.itemId)));
    const trace = this.trace(shareId, tick);
    if (!isNew) return;
    trace.heard = tick;
    trace.heardAt = this.now();
    if (trace.here && this.recent(trace.hereAt) && this.missed(tick, trace.here)) this.schedule(shareId, trace);
  }

  /**
   * Whether `other`, if followers keep it over `mine` (newer, or of the same millisecond), shows
   * mine's item otherwise than mine left it. The same item: the newer tick's state is the right one.
   */
  private missed(other: ProgressTick, mine: ProgressTick): boolean {
    if (other.updatedAt < mine.updatedAt || other.itemId === mine.itemId) return false;
    return other.completedItems.some((c) => c.itemId === mine.itemId) !== mine.complete;
  }

  /** This process broadcast a settle's event. */
  settledHere(shareId: string, tick: ProgressTick): void {
    this.trace(shareId, tick);
  }

  /** Whether the newest event the share's followers have shows exactly these completed items. */
  shows(shareId: string, completed: readonly string[]): boolean {
    const trace = this.shares.get(shareId);
    return trace !== undefined && sameItems(trace.latestCompleted, completed);
  }

  /** The share's trace, with this event taken as what followers keep if it is not older (they keep the last of equals). */
  private trace(shareId: string, { updatedAt, completedItems }: ProgressTick): ShareTrace {
    this.sweep();
    let trace = this.shares.get(shareId);
    if (!trace) this.shares.set(shareId, (trace = { latest: updatedAt, latestCompleted: completedItems }));
    else if (updatedAt >= trace.latest) {
      trace.latest = updatedAt;
      trace.latestCompleted = completedItems;
    }
    return trace;
  }

  private recent(at: number | undefined): boolean {
    return at !== undefined && this.now() - at < CROSSING_WINDOW_MS;
  }

  private schedule(shareId: string, trace: ShareTrace): void {
    if (trace.running) {
      trace.again = true;
      return;
    }
    trace.running = true;
    void this.settle(shareId).finally(() => {
      trace.running = false;
      if (trace.again) {
        trace.again = false;
        this.schedule(shareId, trace);
      }
    });
  }

  /** Forgets the shares nothing happened to within the window (at most once a window). */
  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < CROSSING_WINDOW_MS) return;
    this.lastSweep = now;
    for (const [shareId, trace] of this.shares) {
      if (!trace.running && !this.recent(trace.hereAt) && !this.recent(trace.heardAt)) this.shares.delete(shareId);
    }
  }

  /** How many shares are remembered (for the spec). */
  get size(): number {
    return this.shares.size;
  }
}

/** The same items, in whatever order. */
function sameItems(a: ProgressTick['completedItems'], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const inB = new Set(b);
  return a.every((c) => inB.has(c.itemId));
}
