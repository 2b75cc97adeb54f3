/** Retries go on for this long after the event; then the message expires (kept as expired, not deleted). */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
/** No wait between two tries is longer than this. */
export const MAX_RETRY_DELAY_MS = 3_600_000;

/**
 * The wait before the next try after `attempts` failed ones: base · 2^(attempts−1), capped, with
 * jitter (a random 50–100 % of it) so endpoints that failed together are not retried together.
 */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30), MAX_RETRY_DELAY_MS);
  return Math.round(exponential * (0.5 + random() / 2));
}
