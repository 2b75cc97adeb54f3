import { useEffect, useState } from 'react';

export type LinkCheck = { state: 'checking' } | { state: 'valid' } | { state: 'invalid'; error: unknown };

/**
 * Asks the server once whether a mailed link (reset, unsubscribe) is still good. A blank token is
 * invalid at once (error null) without a call. Mount the screen keyed by the token, so a new link
 * starts over; a call still running when the screen goes is aborted.
 */
export function useLinkCheck(token: string | undefined, check: (token: string, signal: AbortSignal) => Promise<unknown>): LinkCheck {
  const blank = !token?.trim();
  const [result, setResult] = useState<LinkCheck>(blank ? { state: 'invalid', error: null } : { state: 'checking' });

  useEffect(() => {
    if (blank) return;
    const controller = new AbortController();
    check(token!, controller.signal)
      .then(() => setResult({ state: 'valid' }))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setResult({ state: 'invalid', error });
      });
    return () => controller.abort();
  }, [token, blank, check]);

  return result;
}
