import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LEGAL_FACTS, LEGAL_UI, PUBLIC_UI } from '@ticklist/contracts';
import { PageShell } from '@/components/ui/PageShell';
import { SupportEmail } from './SupportEmail';
import '../public.css';

/** Every fact of spec section 1 as a list; each legal page opens with it. */
function LegalFactsList() {
  return (
    <ul className="legal-facts">
      {Object.entries(LEGAL_FACTS).map(([key, text]) => (
        <li key={key}>{text}</li>
      ))}
    </ul>
  );
}

/** A static legal page: Back to Home, one h1, the facts summary, then the page's own sections. */
export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <PageShell title={title} narrow>
      <article className="legal stack">
        <Link to="/" className="back-link">
          <span aria-hidden="true">←</span> {PUBLIC_UI.backToHome}
        </Link>
        <h1>{title}</h1>
        <p className="lead">{intro}</p>
        <section className="card card--flat" aria-labelledby="legal-summary">
          <h2 id="legal-summary">{LEGAL_UI.summaryTitle}</h2>
          <LegalFactsList />
        </section>
        {children}
        <p className="muted">
          {LEGAL_UI.questions} <SupportEmail />.
        </p>
      </article>
    </PageShell>
  );
}
