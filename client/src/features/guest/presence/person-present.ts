/** How long the page must stay visible before it counts as seen by a person (issue 44). */
export const SEEN_AFTER_VISIBLE_MS = 2_000;

/**
 * Calls `onPresent` once a person is evidently there: the page has been visible for 2 s without a
 * break, or the first click, tap or key press. A page rendered in the background (a mail scanner's
 * browser) never calls it. Returns how to stop listening.
 */
export function whenPersonPresent(onPresent: () => void, doc: Document = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const events = ['pointerdown', 'keydown'] as const;
  const stop = () => {
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
    for (const name of events) doc.removeEventListener(name, present, true);
  };
  function present() {
    if (done) return;
    done = true;
    stop();
    onPresent();
  }
  function onVisibility() {
    clearTimeout(timer);
    if (doc.visibilityState === 'visible') timer = setTimeout(present, SEEN_AFTER_VISIBLE_MS);
  }
  doc.addEventListener('visibilitychange', onVisibility);
  for (const name of events) doc.addEventListener(name, present, true);
  onVisibility();
  return stop;
}
