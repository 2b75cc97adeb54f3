import { Profiler, startTransition, StrictMode, type ProfilerOnRenderCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/RootLayout';
import { AppRoutes, preloadRoute } from './app/router';
import { startEarlyGet } from './lib/early-get';
import { guestLinkToken } from './lib/guest-link';
import { readEmbeddedAnswer } from './lib/server-snapshot';
import './styles/global.css';

// The providers' and this address's chunks download in parallel, before React first renders.
void AppProviders.preload();
preloadRoute(window.location.pathname);
// A guest link's checklist: the answer the server put in the HTML, and the API asked now (it
// refreshes the data; the opening is recorded later, once a person is seen), not after the guest page's code has arrived.
const accessToken = guestLinkToken(window.location.pathname);
if (accessToken) {
  readEmbeddedAnswer(`/guest/shared/${accessToken}`);
  startEarlyGet(`/guest/shared/${accessToken}`);
}

// The dashboard bench's profiling build (bench/dashboard-lighthouse.mjs) reads React's Profiler
// timings through this hook; in the app nobody sets it and no Profiler is rendered.
const onRender = (globalThis as { __ticklistOnRender?: ProfilerOnRenderCallback }).__ticklistOnRender;
const app = (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);

// A transition: React renders in slices of a few milliseconds, so loading the page is no long task.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {onRender ? (
        <Profiler id="app" onRender={onRender}>
          {app}
        </Profiler>
      ) : (
        app
      )}
    </StrictMode>,
  );
});
