import { forwardRef, type ReactNode } from 'react';
import { PageShell } from '@/components/ui/PageShell';
import '../auth.css';

/** The narrow card every auth screen sits in; the page title follows the screen. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageShell title={title} narrow>
      <div className="card auth-card">{children}</div>
    </PageShell>
  );
}

/**
 * The screen's single h1. It can take focus (tabIndex -1) so a screen that changes state in place
 * (form → "Check Your Email") can move focus to its new heading.
 */
export const AuthHeading = forwardRef<HTMLHeadingElement, { children: ReactNode; intro?: ReactNode }>(function AuthHeading(
  { children, intro },
  ref,
) {
  return (
    <div className="auth-heading">
      <h1 ref={ref} tabIndex={-1}>
        {children}
      </h1>
      {intro && <p className="muted">{intro}</p>}
    </div>
  );
});
