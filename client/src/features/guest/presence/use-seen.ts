import { useEffect } from 'react';
import { NetworkError } from '@/lib/api-client';
import { markSeen } from '../api/mark-seen';
import { whenPersonPresent } from './person-present';

/**
 * The guest page records its opening once a person is there (see whenPersonPresent). A call the
 * network lost (offline) is tried again on the next sign of a person.
 */
export function useMarkSeenWhenPresent(accessToken: string): void {
  useEffect(() => {
    if (!accessToken) return;
    let stop: () => void = () => undefined;
    let stopped = false;
    const watch = () => {
      stop = whenPersonPresent(() => {
        markSeen(accessToken).catch((error: unknown) => {
          if (!stopped && error instanceof NetworkError) watch();
        });
      });
    };
    watch();
    return () => {
      stopped = true;
      stop();
    };
  }, [accessToken]);
}
