import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { AUTH_MESSAGES, ACCOUNT_UI, PASSWORD_MIN_LENGTH, type ChangePasswordRequest } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { PasswordField } from '@/components/ui/PasswordField';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session/session';
import { changePassword, PasswordMismatchError } from '../api/change-password';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security: password change with every rule of spec section 5; success clears the form. */
export function SecurityForm() {
  const { setSession } = useSession();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordRequest>({ defaultValues: EMPTY });

  const onValid = async (values: ChangePasswordRequest) => {
    setSuccess(null);
    setFailure(null);
    try {
      const res = await changePassword(values);
      setSession(res.token, res.user);
      reset(EMPTY);
      setSuccess(res.message || AUTH_MESSAGES.passwordUpdated);
    } catch (error) {
      if (error instanceof PasswordMismatchError) {
        setFailure(error.message);
        return;
      }
      const other = applyServerFieldErrors(error, setError, FIELDS);
      if (other) {
        if (other.length) setFailure(other.join(' '));
        return;
      }
      setFailure(error instanceof ApiError ? error.message || AUTH_MESSAGES.passwordUpdateFailed : AUTH_MESSAGES.passwordUpdateFailedAlt);
    }
  };

  // A mismatch is also said once for the whole form, as the spec's context does.
  const onInvalid = (invalid: FieldErrors<ChangePasswordRequest>) => {
    setSuccess(null);
    setFailure(invalid.confirmPassword?.type === 'match' ? AUTH_MESSAGES.newPasswordsDoNotMatch : null);
  };

  return (
    <section className="card account-section" aria-labelledby="security-title">
      <h2 id="security-title">{ACCOUNT_UI.securityTitle}</h2>
      <p className="muted">{ACCOUNT_UI.securityIntro}</p>
      <div aria-live="polite" role="status">
        {success && <p className="alert alert--success">{success}</p>}
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="stack">
        <PasswordField
          label={ACCOUNT_UI.currentPasswordLabel}
          required
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword', { required: AUTH_MESSAGES.currentPasswordRequired })}
        />
        <PasswordField
          label={ACCOUNT_UI.newPasswordLabel}
          required
          autoComplete="new-password"
          hint={ACCOUNT_UI.newPasswordHint}
          error={errors.newPassword?.message}
          {...register('newPassword', {
            required: AUTH_MESSAGES.newPasswordRequired,
            minLength: { value: PASSWORD_MIN_LENGTH, message: AUTH_MESSAGES.newPasswordTooShort },
            validate: {
              differs: (v) => v !== getValues('currentPassword') || AUTH_MESSAGES.newPasswordSameAsCurrent,
            },
          })}
        />
        <PasswordField
          label={ACCOUNT_UI.confirmPasswordLabel}
          required
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword', {
            required: AUTH_MESSAGES.passwordConfirmationRequired,
            validate: { match: (v) => v === getValues('newPassword') || AUTH_MESSAGES.passwordsDoNotMatch },
          })}
        />
        <div className="row">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? ACCOUNT_UI.updatingPassword : ACCOUNT_UI.updatePassword}
          </button>
        </div>
      </form>
    </section>
  );
}
