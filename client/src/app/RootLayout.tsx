import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/Spinner';
import { lazyRoute } from './lazy-route';
import { focusQuietly, SkipLink } from './SkipLink';

/**
 * TanStack Query and the session load beside the screen's own chunk, not in the entry: the entry
 * stays the router shell and React (issue 22's budget), and main.tsx starts both downloads at once.
 */
const loadProviders = () => import('./providers').then((m) => ({ default: m.AppProviders }));
export const AppProviders = lazyRoute(loadProviders);

const FOCUS_WAIT_MS = 3_000;

/**
 * Wraps every screen: a skip link, lazy-route fallback, and focus moved to the new page's
 * main heading (or the control it marks `data-autofocus`) on navigation so screen-reader and keyboard users know the page changed.
 * Lazy routes and data loads render their h1 late, so it waits (briefly) for one to appear,
 * and it never takes focus back from a control the user has moved to meanwhile.
 */
export function RootLayout() {
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const startedWith = document.activeElement;
    const deadline = Date.now() + FOCUS_WAIT_MS;
    let focused: HTMLElement | null = null;
    let timer = 0;
    // Polls until the deadline: the old page may stay on screen while the new route's code loads
    // (transitions), so a heading focused early can be replaced; follow it to the new one.
    const tryFocus = () => {
      const active = document.activeElement;
      const userMoved = active && active !== document.body && active !== startedWith && active !== focused;
      if (userMoved) return;
      // A page may name the control its work starts in (`data-autofocus`, e.g. the create page's
      // title): focused as it is (it is in the tab order already), else the heading.
      const start = document.querySelector<HTMLElement>('main [data-autofocus]');
      const heading = start ?? document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (heading && heading !== focused) {
        if (start) start.focus();
        else focusQuietly(heading);
        focused = heading;
      }
      if (Date.now() < deadline) timer = window.setTimeout(tryFocus, 100);
      else if (!focused) {
        const main = document.getElementById('main');
        if (main) focusQuietly(main);
      }
    };
    timer = window.setTimeout(tryFocus, 50);
    return () => window.clearTimeout(timer);
  }, [location.pathname]);

  return (
    <>
      <SkipLink />
      <Suspense fallback={<Spinner fullScreen />}>
        <AppProviders>
          <Outlet />
        </AppProviders>
      </Suspense>
    </>
  );
}
