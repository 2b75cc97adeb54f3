import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldErrors } from 'react-hook-form';
import { AUTH_MESSAGES, ACCOUNT_UI, PASSWORD_MIN_LENGTH, type ChangePasswordRequest } from '@ticklist/contracts';
import { BusyButton } from '@/components/ui/BusyButton';
import { PasswordField } from '@/components/ui/PasswordField';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/session';
import { useServerForm } from '@/lib/use-server-form';
import { changePassword, PasswordMismatchError } from '../api/change-password';
import { sessionsKey } from '../api/sessions';
import { AccountFormCard } from './AccountFormCard';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security: password change with every rule of spec section 5; success clears the form. */
export function SecurityForm() {
  const { setSession } = useSession();
  const queryClient = useQueryClient();
  const [success, setSuccess] = useState<string | null>(null);
  const { form, banner: failure, setBanner: setFailure, fail } = useServerForm<ChangePasswordRequest>(EMPTY, FIELDS);
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: ChangePasswordRequest) => {
    setSuccess(null);
    setFailure(null);
    try {
      const res = await changePassword(values);
      setSession(res.token, res.user);
      // Every other session ended with the change: the list on this page shows only the new one.
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
      form.reset(EMPTY);
      setSuccess(res.message || AUTH_MESSAGES.passwordUpdated);
    } catch (error) {
      if (error instanceof PasswordMismatchError) setFailure(error.message);
      else fail(error, () => (error instanceof ApiError ? error.message || AUTH_MESSAGES.passwordUpdateFailed : AUTH_MESSAGES.passwordUpdateFailedAlt));
    }
  };

  // A mismatch is also said once for the whole form, as the spec's context does.
  const onInvalid = (invalid: FieldErrors<ChangePasswordRequest>) => {
    setSuccess(null);
    setFailure(invalid.confirmPassword?.type === 'match' ? AUTH_MESSAGES.newPasswordsDoNotMatch : null);
  };

  return (
    <AccountFormCard section="security" success={success} failure={failure} onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <PasswordField
        label={ACCOUNT_UI.currentPasswordLabel}
        required
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword', { required: AUTH_MESSAGES.currentPasswordRequired })}
      />
      <PasswordField
        label={ACCOUNT_UI.newPasswordLabel}
        required
        autoComplete="new-password"
        hint={ACCOUNT_UI.newPasswordHint}
        error={errors.newPassword?.message}
        {...form.register('newPassword', {
          required: AUTH_MESSAGES.newPasswordRequired,
          minLength: { value: PASSWORD_MIN_LENGTH, message: AUTH_MESSAGES.newPasswordTooShort },
          validate: {
            differs: (v) => v !== form.getValues('currentPassword') || AUTH_MESSAGES.newPasswordSameAsCurrent,
          },
        })}
      />
      <PasswordField
        label={ACCOUNT_UI.confirmPasswordLabel}
        required
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword', {
          required: AUTH_MESSAGES.passwordConfirmationRequired,
          validate: { match: (v) => v === form.getValues('newPassword') || AUTH_MESSAGES.passwordsDoNotMatch },
        })}
      />
      <div className="row">
        <BusyButton busy={isSubmitting} label={ACCOUNT_UI.updatePassword} busyLabel={ACCOUNT_UI.updatingPassword} />
      </div>
      <p className="muted">{ACCOUNT_UI.passwordChangeKeepsTokens}</p>
    </AccountFormCard>
  );
}
