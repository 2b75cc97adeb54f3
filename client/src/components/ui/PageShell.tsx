import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Public pages: a header with the brand, one <main id="main">, and the footer links.
 * `narrow` centres a reading column; `full` leaves layout to the page (full-width sections).
 */
export function PageShell({
  title,
  children,
  narrow = false,
  full = false,
}: {
  title: string;
  children: ReactNode;
  narrow?: boolean;
  full?: boolean;
}) {
  useDocumentTitle(title);
  const mainClass = full ? 'page-main--full' : narrow ? 'container container--narrow' : 'container';
  return (
    <div className="page">
      <header className="site-header">
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Ticklist</span>
        </Link>
      </header>
      <main id="main" className={mainClass}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <Link to="/contact">Contact</Link>
        <Link to="/cookies">Cookies</Link>
        <Link to="/privacy">Privacy</Link>
        <Link to="/terms">Terms</Link>
      </nav>
      <p>© {new Date().getFullYear()} Ticklist</p>
    </footer>
  );
}
