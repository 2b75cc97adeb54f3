import { OFFLINE_MESSAGES as O, RUN_MESSAGES, type GuestShareResponse, type RespondResponse } from '@ticklist/contracts';
import { ApiError } from '@/lib/api-client';
import { findNoteConflicts, resolveConflict, sendable, type NewChange, type NoteConflict, type QueuedChange } from './queue-model';

export interface QueueStore {
  load(): Promise<QueuedChange[]>;
  save(changes: QueuedChange[]): Promise<void>;
}

export interface OfflineQueueDeps {
  store: QueueStore;
  /** GET the share now (conflicts are found against it). */
  fetchShare(): Promise<GuestShareResponse>;
  /** POST one change with its id as the Idempotency-Key. */
  send(change: QueuedChange): Promise<RespondResponse>;
  newId(): string;
  /** Each change the server confirmed, as it lands. */
  onSaved(change: QueuedChange, answer: RespondResponse): void;
  /** The fresh share fetched before a send (the page shows it). */
  onShare(share: GuestShareResponse): void;
  /** The queue was given up (link gone, checklist closed): the page re-reads the share. */
  onGiveUp(): void;
  onState(state: OfflineQueueState): void;
}

export interface OfflineQueueState {
  changes: readonly QueuedChange[];
  conflicts: readonly NoteConflict[];
  /** Why changes were discarded, shown until the page is left. */
  notice: string | null;
  flushing: boolean;
  /** When the queue last emptied into the server. */
  syncedAt: Date | null;
}

const GONE = new Set([404, 410]);

/**
 * The changes a guest made offline, kept in order in IndexedDB and sent when the network is back:
 * one at a time, in order, each with its own id as the Idempotency-Key, so a send retried after a
 * lost answer is applied once. A link that is gone (404/410) or a closed checklist (409) ends the
 * queue with a message; a network failure or a busy server leaves it for the next try.
 */
export class OfflineQueue {
  private state: OfflineQueueState = { changes: [], conflicts: [], notice: null, flushing: false, syncedAt: null };
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly deps: OfflineQueueDeps) {}

  get snapshot(): OfflineQueueState {
    return this.state;
  }

  async init(): Promise<void> {
    const changes = await this.deps.store.load();
    this.set({ changes: [...this.state.changes, ...changes.filter((c) => !this.state.changes.some((s) => s.id === c.id))] });
  }

  /** Queues one change (shown at once by the page) and stores the queue. */
  add(change: NewChange): Promise<void> {
    this.set({ changes: [...this.state.changes, { ...change, id: change.id ?? this.deps.newId() }], notice: null });
    return this.persist();
  }

  /** Sends what can be sent; resolves when done or stopped (offline, server busy). */
  async flush(): Promise<void> {
    if (this.state.flushing || this.state.changes.length === 0) return;
    this.set({ flushing: true });
    try {
      await this.sendAll();
    } finally {
      this.set({ flushing: false });
    }
  }

  /** The guest chose which note to keep; the queue goes on. */
  async resolve(conflict: NoteConflict, keep: 'mine' | 'theirs'): Promise<void> {
    this.set({
      changes: resolveConflict(this.state.changes, conflict, keep, this.deps.newId()),
      conflicts: this.state.conflicts.filter((c) => c.item !== conflict.item),
    });
    await this.persist();
    if (this.state.changes.length === 0) this.set({ syncedAt: new Date() });
    await this.flush();
  }

  private async sendAll(): Promise<void> {
    let share: GuestShareResponse;
    try {
      share = await this.deps.fetchShare();
    } catch (error) {
      if (error instanceof ApiError && GONE.has(error.status)) await this.giveUp(O.linkGone);
      return;
    }
    this.deps.onShare(share);
    const conflicts = findNoteConflicts(this.state.changes, share);
    this.set({ conflicts });
    // One at a time, in order; changes added meanwhile join the end of the same run.
    for (let change = this.next(); change; change = this.next()) {
      try {
        const answer = await this.deps.send(change);
        this.drop(change);
        this.deps.onSaved(change, answer);
      } catch (error) {
        if (error instanceof ApiError && GONE.has(error.status)) return this.giveUp(O.linkGone);
        // Made in a run that closed meanwhile (issue 45): that change is refused, saying why; the others go on.
        if (error instanceof ApiError && error.status === 409 && change.runId && error.message === RUN_MESSAGES.runNotOpen) {
          this.drop(change);
          this.set({ notice: error.message });
          continue;
        }
        if (error instanceof ApiError && error.status === 409) return this.giveUp(O.checklistClosed);
        if (error instanceof ApiError && error.status === 422) {
          console.error('A change made offline was refused', error);
          this.drop(change);
          this.set({ notice: O.changeRefused });
          continue;
        }
        return; // offline again, rate-limited or a server fault: the next try sends it
      } finally {
        await this.persist();
      }
    }
    if (this.state.changes.length === 0) this.set({ syncedAt: new Date() });
  }

  private async giveUp(message: (n: number) => string): Promise<void> {
    const n = this.state.changes.length;
    this.set({ changes: [], conflicts: [], notice: message(n) });
    await this.persist();
    this.deps.onGiveUp();
  }

  private next(): QueuedChange | undefined {
    return sendable(this.state.changes, this.state.conflicts)[0];
  }

  private drop(change: QueuedChange): void {
    this.set({ changes: this.state.changes.filter((c) => c.id !== change.id) });
  }

  /** Writes are chained, so the stored queue is always the latest one. */
  private persist(): Promise<void> {
    const changes = [...this.state.changes];
    this.saving = this.saving.then(() => this.deps.store.save(changes)).catch((error) => console.error('Storing the offline queue failed', error));
    return this.saving;
  }

  private set(patch: Partial<OfflineQueueState>): void {
    this.state = { ...this.state, ...patch };
    this.deps.onState(this.state);
  }
}
