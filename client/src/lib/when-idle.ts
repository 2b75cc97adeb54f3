/**
 * Runs `work` when the main thread is idle, or after `timeoutMs` at the latest (setTimeout where
 * the browser has no requestIdleCallback). Returns how to cancel it.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1);
  return () => window.clearTimeout(id);
}
