import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES, AUTH_UI, fillText, type ForgotPasswordRequest } from '@ticklist/contracts';
import { BusyButton } from '@/components/ui/BusyButton';
import { useServerForm } from '@/lib/use-server-form';
import { requestPasswordReset } from '../api/forgot-password';
import { bannerMessage } from '../api/errors';
import { AuthForm, BackToSignIn } from './AuthLayout';
import { AuthState } from './AuthState';
import { EmailField } from './EmailField';
import { useHeadingFocus } from './use-heading-focus';
import { ButtonLink } from '@/components/ui/ButtonLink';

/** Forgot password (spec sections 2, 4, 8): form → 'Check Your Email'; 'try again' clears email and error. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, banner, setBanner } = useServerForm<ForgotPasswordRequest>({ email: '' });
  const { errors, isSubmitting } = form.formState;

  // Moving between the form and the confirmation: put focus on the new heading.
  const heading = useHeadingFocus(sentTo);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setBanner(null);
    try {
      await requestPasswordReset({ email: email.trim() });
      setSentTo(email.trim());
    } catch (error) {
      setBanner(bannerMessage(error, { fallback: AUTH_MESSAGES.forgotDefault, network: AUTH_MESSAGES.forgotNetwork }));
    }
  });

  const tryAgain = () => {
    form.reset({ email: '' });
    setBanner(null);
    setSentTo(null);
  };

  if (sentTo !== null) {
    return (
      <AuthState
        headingRef={heading}
        title={AUTH_UI.checkEmailTitle}
        icon="success"
        glyph="✉"
        actions={
          <ButtonLink to="/login" tone="primary" block>
            {AUTH_UI.backToSignIn}
          </ButtonLink>
        }
      >
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
      </AuthState>
    );
  }

  return (
    <>
      <AuthForm title={AUTH_UI.forgotTitle} intro={AUTH_UI.forgotIntro} headingRef={heading} onSubmit={onSubmit} banner={banner}>
        <EmailField
          error={errors.email?.message}
          {...form.register('email', { validate: (v) => !!v.trim() || AUTH_MESSAGES.forgotEmailRequired })}
        />
        <BusyButton block busy={isSubmitting} label={AUTH_UI.sendResetLink} busyLabel={AUTH_UI.sendingResetLink} />
      </AuthForm>
      <BackToSignIn />
    </>
  );
}
