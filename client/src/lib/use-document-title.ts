import { useEffect } from 'react';

/** Sets the page title per route: "<title> · Ticklist". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Ticklist` : 'Ticklist';
  }, [title]);
}
