import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/** Cards drawn with the first paint; the rest follow a few at a time. */
const FIRST = 3;
const STEP = 3;

/**
 * How many of `total` cards to draw now (issue 44): the first few at once (what the screen shows
 * first), then a few more whenever the main thread is idle, so no single task draws a whole page
 * of cards and the page answers input meanwhile. Cards below the fold appear before anyone scrolls.
 */
export function useProgressiveCount(total: number): number {
  const [shown, setShown] = useState(FIRST);
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => setShown((n) => n + STEP), 200);
  }, [shown, total]);
  return Math.min(shown, total);
}
