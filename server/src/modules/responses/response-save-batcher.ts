import { Injectable } from '@nestjs/common';
import { postgresAnswered } from '../../database/db-errors';
import { ItemResponsesRepository, type SavedResponseRow } from './item-responses.repository';

type Key = 'complete' | 'notes';

interface PendingSave {
  tokenHash: string;
  itemId: string;
  key: Key;
  value: boolean | string;
  runId: string | null;
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
 * Group commit for guests' saves, one statement at a time in a process. A save that arrives while
 * a statement runs waits, and the saves that waited go together in the next statement: one round
 * trip and one commit for many, where each used to pay its own. Each caller is answered only once
 * the statement holding its save has committed, with its own result. Two saves of one row never
 * share a statement, so saves of a row apply in the order they arrived (the last one wins, as
 * before). When PostgreSQL refuses a statement of several saves, nothing of it was written: each of
 * its saves then runs alone, so one bad save fails only itself. When PostgreSQL does not answer at
 * all, every save of the statement fails at once.
 *
 * One statement at a time on PostgreSQL too, though its pool has more connections. A statement
 * costs the database about half a millisecond whatever it holds, and a second one in flight split
 * the waiting saves: under a stream of saves (50 connections) statements held 10.6 saves against
 * 24.4, PostgreSQL spent 95 µs of CPU per save against 67, and the product answered 6-8 % fewer
 * saves a second (bench/RESULTS.md). It also keeps each tick's event right: the event carries the
 * share's whole progress, read in the tick's own statement, and two statements ticking one share at
 * once would each miss the other's tick. Across processes on one PostgreSQL, each statement first
 * locks the shares it saves, to the same end (ItemResponsesRepository).
 */
@Injectable()
export class ResponseSaveBatcher {
  private readonly queue: PendingSave[] = [];
  private running = false;

  constructor(private readonly responses: ItemResponsesRepository) {}

  /** Saves one field of one (share, item); resolves once committed, with null when nothing was written. */
  save(tokenHash: string, itemId: string, key: Key, value: boolean | string, runId: string | null = null): Promise<SavedResponseRow | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ tokenHash, itemId, key, value, runId, row: `${tokenHash}/${itemId}`, resolve, reject });
      this.startStatement();
    });
  }

  private startStatement(): void {
    if (this.running) return;
    const batch = this.takeBatch();
    if (batch.length === 0) return;
    this.running = true;
    void this.run(batch).then((answerCallers) => {
      this.running = false;
      // The next statement goes out before this one's callers are answered: answering them (their
      // events, responses and log lines) keeps this thread busy for a while, and the database
      // would wait idle for the saves that queued meanwhile.
      this.startStatement();
      answerCallers();
    });
  }

  /**
   * The oldest waiting save and the later ones of its key, in arrival order. A save whose row has
   * an earlier save in the batch, or still waiting, waits too: a row's saves keep their order. A
   * share's saves in one batch all ask for one run (issue 45): one asking for another waits.
   */
  private takeBatch(): PendingSave[] {
    const batch: PendingSave[] = [];
    const rows = new Set<string>();
    const runs = new Map<string, string | null>();
    let key: Key | undefined;
    for (let i = 0; i < this.queue.length && batch.length < MAX_BATCH; ) {
      const save = this.queue[i]!;
      const repeated = rows.has(save.row) || (runs.has(save.tokenHash) && runs.get(save.tokenHash) !== save.runId);
      rows.add(save.row);
      if (!repeated && (key === undefined || key === save.key)) {
        key = save.key;
        runs.set(save.tokenHash, save.runId);
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
      } catch (error) {
        // PostgreSQL gave no answer (unreachable, hung past the query timeout, connection lost): each
        // save alone would wait as long again, one after another, and the saves queued behind them
        // too. All of them fail now, as "database unavailable"; none was answered 200.
        if (!postgresAnswered(error)) return () => batch.forEach((save) => save.reject(error));
        // PostgreSQL refused the statement, so nothing of it was written: run each save alone.
      }
    }
    const outcomes: Array<() => void> = [];
    for (const save of batch) {
      try {
        const row = await this.responses.save(save.tokenHash, save.itemId, save.key, save.value, save.runId);
        outcomes.push(() => save.resolve(row));
      } catch (error) {
        outcomes.push(() => save.reject(error));
      }
    }
    return () => outcomes.forEach((answer) => answer());
  }
}
