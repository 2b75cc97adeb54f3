import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { GuestShareResponse } from '@ticklist/contracts';
import { guestShareKey } from '@/features/guest/api/guest-share';
import { GuestChecklistView } from '@/features/guest/components/GuestChecklistView';
import { SkipLink } from './SkipLink';

/**
 * The server's side of a guest link's first paint (issue 22), built by `vite build --ssr` into
 * client/dist-ssr/ and loaded by the server from there: the guest page's markup from the same
 * components the browser renders (the skip link, then the page), with the answer in place.
 * Effects do not run here, so nothing reaches for the browser, the socket or the offline queue.
 */
export function renderGuestPage(accessToken: string, answer: GuestShareResponse): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(guestShareKey(accessToken), answer);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/shared/${accessToken}`]}>
        <SkipLink />
        <GuestChecklistView key={accessToken} accessToken={accessToken} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
