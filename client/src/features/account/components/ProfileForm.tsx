import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AUTH_MESSAGES, AUTH_UI, ACCOUNT_UI, LIMITS, textLength, USERNAME_PATTERN } from '@ticklist/contracts';
import { BusyButton } from '@/components/ui/BusyButton';
import { TextField } from '@/components/ui/TextField';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useSession } from '@/lib/session/session';
import { useServerForm } from '@/lib/use-server-form';
import { updateProfile } from '../api/update-profile';
import { AccountFormCard } from './AccountFormCard';

interface Values {
  username: string;
}

const FIELDS = ['username'] as const;

function failureText(error: unknown): string {
  if (error instanceof NetworkError) return AUTH_MESSAGES.networkError;
  if (error instanceof ApiError) return error.message || AUTH_MESSAGES.profileUpdateFailed;
  return AUTH_MESSAGES.profileUpdateFailedAlt;
}

/** Profile: one Username field; Save Changes only when it differs; the new token and user are stored. */
export function ProfileForm() {
  const { user, setSession } = useSession();
  const current = user?.username ?? '';
  const [success, setSuccess] = useState<string | null>(null);
  const { form, banner: failure, setBanner: setFailure, fail } = useServerForm<Values>({ username: current }, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const changed = useWatch({ control: form.control, name: 'username' }) !== current;

  const onSubmit = form.handleSubmit(async ({ username }) => {
    setSuccess(null);
    setFailure(null);
    try {
      const res = await updateProfile({ username: username.trim() });
      setSession(res.token, res.user);
      form.reset({ username: res.user.username });
      setSuccess(res.message || AUTH_MESSAGES.profileUpdated);
    } catch (error) {
      fail(error, () => failureText(error));
    }
  });

  return (
    <AccountFormCard section="profile" success={success} failure={failure} onSubmit={onSubmit}>
      <TextField
        label={ACCOUNT_UI.usernameLabel}
        required
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={LIMITS.usernameMax + 10}
        hint={AUTH_UI.usernameHint}
        error={errors.username?.message}
        {...form.register('username', {
          onChange: () => setSuccess(null),
          validate: (raw) => {
            const v = raw.trim();
            if (!v) return AUTH_MESSAGES.usernameRequired;
            if (textLength(v) < LIMITS.usernameMin || textLength(v) > LIMITS.usernameMax) return AUTH_MESSAGES.usernameLength;
            if (!USERNAME_PATTERN.test(v)) return AUTH_MESSAGES.usernameInvalid;
            return true;
          },
        })}
      />
      {user && (
        <p className="account-readonly">
          <span className="label">{ACCOUNT_UI.emailLabel}</span> <span>{user.email}</span>
        </p>
      )}
      <div className="row">
        <BusyButton busy={isSubmitting} disabled={!changed} label={ACCOUNT_UI.saveChanges} busyLabel={ACCOUNT_UI.saving} />
      </div>
    </AccountFormCard>
  );
}
