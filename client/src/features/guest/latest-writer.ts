export type WriteResult = { ok: true } | { ok: false; error: unknown };

/**
 * Saves one value (an item's tick or notes) so that the last value asked for is always the last
 * one sent: while a save is in flight the next waits, and when the first ends only the latest
 * waiting value is sent (never dropped, never out of order). `onIdle` reports the final outcome.
 */
export class LatestWriter<V> {
  private inFlight = false;
  private waiting: { value: V } | null = null;

  constructor(
    private readonly send: (value: V) => Promise<unknown>,
    private readonly onIdle: (result: WriteResult, lastValue: V) => void,
  ) {}

  get busy(): boolean {
    return this.inFlight || this.waiting !== null;
  }

  /** Removes and returns the value waiting behind the save in flight (the page is going away). */
  takeWaiting(): V | undefined {
    const next = this.waiting;
    this.waiting = null;
    return next?.value;
  }

  write(value: V): void {
    if (this.inFlight) {
      this.waiting = { value };
      return;
    }
    void this.run(value);
  }

  private async run(value: V): Promise<void> {
    this.inFlight = true;
    let result: WriteResult;
    try {
      await this.send(value);
      result = { ok: true };
    } catch (error) {
      result = { ok: false, error };
    }
    this.inFlight = false;
    const next = this.waiting;
    if (next) {
      this.waiting = null;
      void this.run(next.value);
      return;
    }
    this.onIdle(result, value);
  }
}
