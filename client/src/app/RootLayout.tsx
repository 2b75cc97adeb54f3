import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/Spinner';

/**
 * Wraps every screen: a skip link, lazy-route fallback, and focus moved to the new page's
 * main heading on navigation so screen-reader and keyboard users know the page changed.
 */
export function RootLayout() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      const target = document.querySelector<HTMLElement>('h1') ?? document.getElementById('main');
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: false });
      }
    }, 50);
    return () => window.clearTimeout(timer);
  }, [location.pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Suspense fallback={<Spinner fullScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}
