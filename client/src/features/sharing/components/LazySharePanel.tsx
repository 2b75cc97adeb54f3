import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import type { SharePanel } from './SharePanel';

// The Share panel (chips, paste parsing, consent, the send) is fetched when a card's Share opens:
// the dashboard's first paint does not load it (issue 44).
const SharePanelChunk = lazy(() => import('./SharePanel').then((m) => ({ default: m.SharePanel })));

/** The Share panel, loaded on first use. */
export function LazySharePanel(props: ComponentProps<typeof SharePanel>) {
  return (
    <Suspense fallback={<Spinner />}>
      <SharePanelChunk {...props} />
    </Suspense>
  );
}
