import { useEffect, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, AUTH_UI, PASSWORD_MIN_LENGTH, type ResetPasswordRequest } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { PasswordField } from '@/components/ui/PasswordField';
import { Spinner } from '@/components/ui/Spinner';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session/session';
import { resetPassword, validateResetToken } from '../api/reset-password';
import { bannerMessage } from '../api/errors';
import { AuthHeading } from './AuthLayout';
import { useHeadingFocus } from './use-heading-focus';

type LinkState = 'checking' | 'valid' | 'invalid';
const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * Password reset (spec sections 2, 4, 5, 8): check the link, then the form; success signs in.
 * Mount it keyed by the token (as the route does): the link state starts over for a new one.
 */
export function ResetPasswordPanel({ token }: { token: string | undefined }) {
  const blank = !token || !token.trim();
  const [linkState, setLinkState] = useState<LinkState>(blank ? 'invalid' : 'checking');

  useEffect(() => {
    if (blank) return;
    const controller = new AbortController();
    validateResetToken(token, controller.signal)
      .then(() => setLinkState('valid'))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setLinkState('invalid');
      });
    return () => controller.abort();
  }, [token, blank]);

  const heading = useHeadingFocus(linkState, linkState !== 'checking');

  if (linkState === 'checking') {
    return (
      <div className="auth-state">
        <AuthHeading ref={heading}>{AUTH_UI.verifyingResetLink}</AuthHeading>
        <Spinner label={AUTH_UI.verifyingResetLinkBody} />
      </div>
    );
  }
  if (linkState === 'invalid') {
    return (
      <div className="auth-state">
        <div className="auth-icon auth-icon--error" aria-hidden="true">
          !
        </div>
        <AuthHeading ref={heading}>{AUTH_UI.invalidResetLink}</AuthHeading>
        <p>{AUTH_UI.invalidResetLinkBody}</p>
        <div className="auth-actions">
          <Link className="btn btn--primary btn--block" to="/forgot">
            {AUTH_UI.requestNewLink}
          </Link>
          <Link to="/login">{AUTH_UI.backToSignIn}</Link>
        </div>
      </div>
    );
  }
  return <ResetForm token={token!} headingRef={heading} />;
}

function ResetForm({ token, headingRef }: { token: string; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { setSession } = useSession();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordRequest>({ defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const res = await resetPassword(token, values);
      setSession(res.token, res.user);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const other = applyServerFieldErrors(error, setError, FIELDS);
      if (other) {
        if (other.length) setBanner(other.join(' '));
        return;
      }
      setBanner(bannerMessage(error, { fallback: AUTH_MESSAGES.resetFailed, network: AUTH_MESSAGES.resetFailedRetry, unexpected: AUTH_MESSAGES.resetFailedRetry }));
    }
  });

  return (
    <>
      <AuthHeading ref={headingRef} intro={AUTH_UI.resetIntro}>
        {AUTH_UI.resetTitle}
      </AuthHeading>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {banner && <Alert tone="error">{banner}</Alert>}
        <PasswordField
          label={AUTH_UI.newPasswordLabel}
          required
          autoComplete="new-password"
          hint={AUTH_UI.passwordHint}
          error={errors.password?.message?.split('\n')}
          {...register('password', {
            required: AUTH_MESSAGES.passwordRequired,
            minLength: { value: PASSWORD_MIN_LENGTH, message: AUTH_MESSAGES.passwordTooShort },
          })}
        />
        <PasswordField
          label={AUTH_UI.confirmPasswordLabel}
          required
          autoComplete="new-password"
          error={errors.confirmPassword?.message?.split('\n')}
          {...register('confirmPassword', {
            required: AUTH_MESSAGES.resetConfirmRequired,
            validate: (v) => v === getValues('password') || AUTH_MESSAGES.passwordsDoNotMatch,
          })}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? AUTH_UI.resettingButton : AUTH_UI.resetButton}
        </button>
      </form>
      <div className="auth-footer">
        <Link to="/login">{AUTH_UI.backToSignIn}</Link>
      </div>
    </>
  );
}
