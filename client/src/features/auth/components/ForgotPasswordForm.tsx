import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES, AUTH_UI, fillText, type ForgotPasswordRequest } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { requestPasswordReset } from '../api/forgot-password';
import { bannerMessage } from '../api/errors';
import { AuthHeading } from './AuthLayout';
import { EmailField } from './EmailField';
import { useHeadingFocus } from './use-heading-focus';

/** Forgot password (spec sections 2, 4, 8): form → 'Check Your Email'; 'try again' clears email and error. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordRequest>({ defaultValues: { email: '' } });

  // Moving between the form and the confirmation: put focus on the new heading.
  const heading = useHeadingFocus(sentTo);

  const onSubmit = handleSubmit(async ({ email }) => {
    setBanner(null);
    try {
      await requestPasswordReset({ email: email.trim() });
      setSentTo(email.trim());
    } catch (error) {
      setBanner(bannerMessage(error, { fallback: AUTH_MESSAGES.forgotDefault, network: AUTH_MESSAGES.forgotNetwork }));
    }
  });

  const tryAgain = () => {
    reset({ email: '' });
    setBanner(null);
    setSentTo(null);
  };

  if (sentTo !== null) {
    return (
      <div className="auth-state">
        <div className="auth-icon auth-icon--success" aria-hidden="true">
          ✉
        </div>
        <AuthHeading ref={heading}>{AUTH_UI.checkEmailTitle}</AuthHeading>
        <p>{fillText(AUTH_UI.checkEmailBody, { email: sentTo })}</p>
        <p className="muted">
          {AUTH_UI.checkEmailRetryPrefix}
          <Link
            to="/forgot"
            onClick={(event) => {
              event.preventDefault();
              tryAgain();
            }}
          >
            {AUTH_UI.tryAgain}
          </Link>
          .
        </p>
        <div className="auth-actions">
          <Link className="btn btn--primary btn--block" to="/login">
            {AUTH_UI.backToSignIn}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <>
      <AuthHeading ref={heading} intro={AUTH_UI.forgotIntro}>
        {AUTH_UI.forgotTitle}
      </AuthHeading>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {banner && <Alert tone="error">{banner}</Alert>}
        <EmailField
          error={errors.email?.message}
          {...register('email', { validate: (v) => !!v.trim() || AUTH_MESSAGES.forgotEmailRequired })}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? AUTH_UI.sendingResetLink : AUTH_UI.sendResetLink}
        </button>
      </form>
      <div className="auth-footer">
        <Link to="/login">{AUTH_UI.backToSignIn}</Link>
      </div>
    </>
  );
}
