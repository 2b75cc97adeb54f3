import type { FormEventHandler, ReactNode } from 'react';
import { ACCOUNT_UI } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';

/** The account pages' form cards: each one's heading (its id names the section) and intro. */
const SECTIONS = {
  profile: { title: ACCOUNT_UI.profileTitle, intro: ACCOUNT_UI.profileIntro },
  security: { title: ACCOUNT_UI.securityTitle, intro: ACCOUNT_UI.securityIntro },
};

/**
 * A form card of the account pages: its heading and intro, a polite region for the success
 * message, the failure banner, then the form's fields and buttons.
 */
export function AccountFormCard({
  section,
  success,
  failure,
  onSubmit,
  children,
}: {
  section: keyof typeof SECTIONS;
  success: string | null;
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { title, intro } = SECTIONS[section];
  return (
    <section className="card account-section" aria-labelledby={`${section}-title`}>
      <h2 id={`${section}-title`}>{title}</h2>
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
