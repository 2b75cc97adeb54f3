import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/RootLayout';
import { AppRoutes, preloadRoute } from './app/router';
import './styles/global.css';

// The providers' and this address's chunks download in parallel, before React first renders.
void AppProviders.preload();
preloadRoute(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
