import { useState, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, AUTH_UI, PASSWORD_MIN_LENGTH, isMfaRequired, type ResetPasswordRequest, type User } from '@ticklist/contracts';
import { BusyButton } from '@/components/ui/BusyButton';
import { PasswordField } from '@/components/ui/PasswordField';
import { Spinner } from '@/components/ui/Spinner';
import { useSession } from '@/lib/session/session';
import { useServerForm } from '@/lib/use-server-form';
import { resetPassword, validateResetToken } from '../api/reset-password';
import { bannerMessage } from '../api/errors';
import { AuthForm, BackToSignIn } from './AuthLayout';
import { AuthState } from './AuthState';
import { MfaCodeForm } from './MfaCodeForm';
import { useHeadingFocus } from './use-heading-focus';
import { useLinkCheck } from './use-link-check';
import { ButtonLink } from '@/components/ui/ButtonLink';

const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * Password reset (spec sections 2, 4, 5, 8): check the link, then the form; success signs in.
 * Mount it keyed by the token (as the route does): the link state starts over for a new one.
 */
export function ResetPasswordPanel({ token }: { token?: string }) {
  const { state } = useLinkCheck(token, validateResetToken);
  const heading = useHeadingFocus(state, state !== 'checking');

  if (state === 'checking') {
    return (
      <AuthState headingRef={heading} title={AUTH_UI.verifyingResetLink}>
        <Spinner label={AUTH_UI.verifyingResetLinkBody} />
      </AuthState>
    );
  }
  if (state === 'invalid') {
    return (
      <AuthState
        headingRef={heading}
        title={AUTH_UI.invalidResetLink}
        icon="error"
        actions={
          <>
            <ButtonLink to="/forgot" tone="primary" block>
              {AUTH_UI.requestNewLink}
            </ButtonLink>
            <Link to="/login">{AUTH_UI.backToSignIn}</Link>
          </>
        }
      >
        <p>{AUTH_UI.invalidResetLinkBody}</p>
      </AuthState>
    );
  }
  return <ResetForm token={token!} headingRef={heading} />;
}

function ResetForm({ token, headingRef }: { token: string; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { setSession } = useSession();
  const navigate = useNavigate();
  const { form, banner, setBanner, fail } = useServerForm<ResetPasswordRequest>({ password: '', confirmPassword: '' }, FIELDS);
  const { errors, isSubmitting } = form.formState;
  // The password is set; an account with a second factor signs in with a code next.
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const signedIn = (sessionToken: string, user: User) => {
    setSession(sessionToken, user);
    navigate('/dashboard', { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const res = await resetPassword(token, values);
      if (isMfaRequired(res)) setMfaToken(res.mfaToken);
      else signedIn(res.token, res.user);
    } catch (error) {
      fail(error, () =>
        bannerMessage(error, { fallback: AUTH_MESSAGES.resetFailed, network: AUTH_MESSAGES.resetFailedRetry, unexpected: AUTH_MESSAGES.resetFailedRetry }),
      );
    }
  });

  if (mfaToken) return <MfaCodeForm mfaToken={mfaToken} onSignedIn={signedIn} />;
  return (
    <>
      <AuthForm title={AUTH_UI.resetTitle} intro={AUTH_UI.resetIntro} headingRef={headingRef} onSubmit={onSubmit} banner={banner}>
        <PasswordField
          label={AUTH_UI.newPasswordLabel}
          required
          autoComplete="new-password"
          hint={AUTH_UI.passwordHint}
          error={errors.password?.message?.split('\n')}
          {...form.register('password', {
            required: AUTH_MESSAGES.passwordRequired,
            minLength: { value: PASSWORD_MIN_LENGTH, message: AUTH_MESSAGES.passwordTooShort },
          })}
        />
        <PasswordField
          label={AUTH_UI.confirmPasswordLabel}
          required
          autoComplete="new-password"
          error={errors.confirmPassword?.message?.split('\n')}
          {...form.register('confirmPassword', {
            required: AUTH_MESSAGES.resetConfirmRequired,
            validate: (v) => v === form.getValues('password') || AUTH_MESSAGES.passwordsDoNotMatch,
          })}
        />
        <BusyButton block busy={isSubmitting} label={AUTH_UI.resetButton} busyLabel={AUTH_UI.resettingButton} />
      </AuthForm>
      <BackToSignIn />
    </>
  );
}
