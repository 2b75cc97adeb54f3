import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/RootLayout';
import { AppRoutes, preloadRoute } from './app/router';
import { startEarlyGet } from './lib/early-get';
import './styles/global.css';

// The providers' and this address's chunks download in parallel, before React first renders.
void AppProviders.preload();
preloadRoute(window.location.pathname);
// A guest link's checklist is asked for now, not after the guest page's code has arrived.
const guestLink = /^\/shared\/([\w-]+)$/.exec(window.location.pathname);
if (guestLink) startEarlyGet(`/guest/shared/${guestLink[1]}`);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
