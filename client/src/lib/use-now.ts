import { useEffect, useState } from 'react';

/**
 * The current time in ms, refreshed every `everyMs` (default a minute), so a due badge turns
 * into an overdue one while the page stays open.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
