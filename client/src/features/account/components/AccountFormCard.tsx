import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';

/**
 * A form card of the account pages: its heading and intro, a polite region for the success
 * message, the failure banner, then the form's fields and buttons.
 */
export function AccountFormCard({
  id,
  title,
  intro,
  success,
  failure,
  onSubmit,
  children,
}: {
  /** Prefix of the heading's id, which names the section. */
  id: string;
  title: string;
  intro: string;
  success: string | null;
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <section className="card account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="muted">{intro}</p>
      <div aria-live="polite" role="status">
        {success && <p className="alert alert--success">{success}</p>}
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <form onSubmit={onSubmit} noValidate className="stack">
        {children}
      </form>
    </section>
  );
}
