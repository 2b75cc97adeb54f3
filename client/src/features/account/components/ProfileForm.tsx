import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AUTH_MESSAGES, ACCOUNT_UI, LIMITS, USERNAME_PATTERN } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { TextField } from '@/components/ui/TextField';
import { ApiError, NetworkError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session/session';
import { updateProfile } from '../api/update-profile';

interface Values {
  username: string;
}

const FIELDS = ['username'] as const;

/** Profile: one Username field; Save Changes only when it differs; the new token and user are stored. */
export function ProfileForm() {
  const { user, setSession } = useSession();
  const current = user?.username ?? '';
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { username: current } });
  const changed = useWatch({ control, name: 'username' }) !== current;

  const onSubmit = handleSubmit(async ({ username }) => {
    setSuccess(null);
    setFailure(null);
    try {
      const res = await updateProfile({ username: username.trim() });
      setSession(res.token, res.user);
      reset({ username: res.user.username });
      setSuccess(res.message || AUTH_MESSAGES.profileUpdated);
    } catch (error) {
      const other = applyServerFieldErrors(error, setError, FIELDS);
      if (other) {
        if (other.length) setFailure(other.join(' '));
      } else if (error instanceof NetworkError) {
        setFailure(AUTH_MESSAGES.networkError);
      } else if (error instanceof ApiError) {
        setFailure(error.message || AUTH_MESSAGES.profileUpdateFailed);
      } else {
        setFailure(AUTH_MESSAGES.profileUpdateFailedAlt);
      }
    }
  });

  return (
    <section className="card account-section" aria-labelledby="profile-title">
      <h2 id="profile-title">{ACCOUNT_UI.profileTitle}</h2>
      <p className="muted">{ACCOUNT_UI.profileIntro}</p>
      <div aria-live="polite" role="status">
        {success && <p className="alert alert--success">{success}</p>}
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <form onSubmit={onSubmit} noValidate className="stack">
        <TextField
          label={ACCOUNT_UI.usernameLabel}
          required
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={LIMITS.usernameMax + 10}
          error={errors.username?.message}
          {...register('username', {
            onChange: () => setSuccess(null),
            validate: (raw) => {
              const v = raw.trim();
              if (!v) return AUTH_MESSAGES.usernameRequired;
              if (v.length < LIMITS.usernameMin || v.length > LIMITS.usernameMax) return AUTH_MESSAGES.usernameLength;
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
          <button type="submit" className="btn btn--primary" disabled={!changed || isSubmitting}>
            {isSubmitting ? ACCOUNT_UI.saving : ACCOUNT_UI.saveChanges}
          </button>
        </div>
      </form>
    </section>
  );
}
