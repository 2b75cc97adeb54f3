import { forwardRef, type FormEventHandler, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_UI } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
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

/**
 * An auth screen's form under its heading: the failure banner first, then the fields. With
 * `bannerId` the banner also describes the form (sign-up, whose banner sums up several fields);
 * `headingRef` when the screen changes in place.
 */
export function AuthForm({
  title,
  intro,
  headingRef,
  onSubmit,
  banner,
  bannerId,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  banner: string | null;
  bannerId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <AuthHeading ref={headingRef} intro={intro}>
        {title}
      </AuthHeading>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-describedby={banner && bannerId ? bannerId : undefined}>
        {banner && (
          <Alert tone="error" id={bannerId}>
            {banner}
          </Alert>
        )}
        {children}
      </form>
    </>
  );
}

/** The footer under a form that leads to the other screen ('No account? Create one'). */
export function AuthFooterPrompt({ prompt, to, link }: { prompt: string; to: string; link: string }) {
  return (
    <div className="auth-footer">
      <p>
        {prompt} <Link to={to}>{link}</Link>
      </p>
    </div>
  );
}

/** The footer of the forgot and reset screens. */
export function BackToSignIn() {
  return (
    <div className="auth-footer">
      <Link to="/login">{AUTH_UI.backToSignIn}</Link>
    </div>
  );
}
