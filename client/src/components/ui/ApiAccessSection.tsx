import type { ReactNode } from 'react';

interface ApiAccessSectionProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  intro: string;
  /** The text of the link to the API reference (/api/docs). */
  apiReference: string;
  children: ReactNode;
}

/** An account section about the API (access tokens, webhooks): its heading, an intro that links the API reference, then its content. */
export function ApiAccessSection({ id, title, intro, apiReference, children }: ApiAccessSectionProps) {
  return (
    <section className="card account-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="muted">
        {intro} <a href="/api/docs">{apiReference}</a>
      </p>
      {children}
    </section>
  );
}
