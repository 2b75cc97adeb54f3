import { Inject, Injectable } from '@nestjs/common';
import { DATABASE_ENDPOINT } from '../../database/database.module';
import type { DatabaseEndpoint } from '../../database/embedded-postgres';
import { ItemResponsesRepository, type SavedResponseRow } from './item-responses.repository';

type Key = 'complete' | 'notes';

interface PendingSave {
  tokenHash: string;
  itemId: string;
  key: Key;
  value: boolean | string;
  row: string;
  resolve(row: SavedResponseRow | null): void;
  reject(error: unknown): void;
}

/**
 * Saves one statement may carry: enough to absorb a burst, small enough to keep one statement short
 * (about 10 ms on PGlite), since the saves that arrive meanwhile wait behind it. From about 50 saves
 * on, a save costs the same in a larger statement (on PGlite 95-105 µs from 50 to 200; bench/RESULTS.md).
 */
const MAX_BATCH = 100;
/**
 * Statements in flight at once. Two, not one per pooled connection: one commits while the next
 * runs, and the saves that arrive meanwhile wait for the next statement instead of each taking a
 * connection of its own. On PostgreSQL with ten in flight, batches averaged 2.5 saves and the
 * database spent 0.4 ms of CPU per save; with two, about 25 saves and 0.2 ms (bench/RESULTS.md).
 */
const MAX_RUNNING = 2;

/**
 * Group commit for guests' saves. A save that arrives while every connection is busy (on PGlite,
 * one session, as soon as one statement runs) waits, and the saves that waited go together in
 * the next statement: one round trip and one commit for many, where each used to pay its own.
 * Each caller is answered only once the statement holding its save has committed, with its own
 * result. Two saves of one row never share a statement, and a row is never in two statements at
 * once, so saves of a row apply in the order they arrived (the last one wins, as before). When a
 * statement of several saves fails, nothing of it was written: each of its saves then runs alone,
 * so one bad save fails only itself.
 */
@Injectable()
export class ResponseSaveBatcher {
  private readonly queue: PendingSave[] = [];
  /** Rows being written by a running statement. */
  private readonly busyRows = new Set<string>();
  /**
   * Shares (token hashes) whose ticks a running statement writes. A tick's event carries the
   * share's whole progress, read in the tick's own statement: two statements ticking one share at
   * once (PostgreSQL runs several) would each miss the other's tick, and the owner would be left
   * with a stale count. So a share's ticks go one statement after another (one batch may hold many).
   */
  private readonly busyProgress = new Set<string>();
  private running = 0;
  private readonly maxRunning: number;

  constructor(
    private readonly responses: ItemResponsesRepository,
    @Inject(DATABASE_ENDPOINT) endpoint: DatabaseEndpoint,
  ) {
    this.maxRunning = Math.min(MAX_RUNNING, Math.max(1, endpoint.poolSize));
  }

  /** Saves one field of one (share, item); resolves once committed, with null when nothing was written. */
  save(tokenHash: string, itemId: string, key: Key, value: boolean | string): Promise<SavedResponseRow | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ tokenHash, itemId, key, value, row: `${tokenHash}/${itemId}`, resolve, reject });
      this.startStatements();
    });
  }

  private startStatements(): void {
    while (this.running < this.maxRunning) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      this.running++;
      const ticks = batch[0]!.key === 'complete' ? batch.map((save) => save.tokenHash) : [];
      for (const save of batch) this.busyRows.add(save.row);
      for (const share of ticks) this.busyProgress.add(share);
      void this.run(batch).then((answerCallers) => {
        for (const save of batch) this.busyRows.delete(save.row);
        for (const share of ticks) this.busyProgress.delete(share);
        this.running--;
        // The next statement goes out before this one's callers are answered: answering them (their
        // events, responses and log lines) keeps this thread busy for a while, and the database
        // would wait idle for the saves that queued meanwhile.
        this.startStatements();
        answerCallers();
      });
    }
  }

  /**
   * The oldest save that can go now and the later ones of its key that can go with it, in
   * arrival order; a row already being written, or already in this batch, waits for a later one,
   * and so does a tick of a share whose ticks a running statement writes.
   */
  private takeBatch(): PendingSave[] {
    const batch: PendingSave[] = [];
    const rows = new Set<string>();
    let key: Key | undefined;
    for (let i = 0; i < this.queue.length && batch.length < MAX_BATCH; ) {
      const save = this.queue[i]!;
      const blocked =
        this.busyRows.has(save.row) || rows.has(save.row) || (save.key === 'complete' && this.busyProgress.has(save.tokenHash));
      rows.add(save.row); // a later save of a row that waits here waits too
      if (!blocked && (key === undefined || key === save.key)) {
        key = save.key;
        batch.push(save);
        this.queue.splice(i, 1);
      } else i++;
    }
    return batch;
  }

  /** Runs a batch's statement(s); resolves, once they have committed, to what answers the batch's callers. Never rejects. */
  private async run(batch: PendingSave[]): Promise<() => void> {
    if (batch.length > 1) {
      try {
        const results = await this.responses.saveMany(batch[0]!.key, batch);
        return () => batch.forEach((save, i) => save.resolve(results[i] ?? null));
      } catch {
        // Nothing of the statement was written: fall through and run each save alone.
      }
    }
    const outcomes: Array<() => void> = [];
    for (const save of batch) {
      try {
        const row = await this.responses.save(save.tokenHash, save.itemId, save.key, save.value);
        outcomes.push(() => save.resolve(row));
      } catch (error) {
        outcomes.push(() => save.reject(error));
      }
    }
    return () => outcomes.forEach((answer) => answer());
  }
}
