import { useForm } from 'react-hook-form';
import { ACCESS_TOKEN_MESSAGES, ACCESS_TOKEN_NAME_MAX, ACCESS_TOKEN_UI as T, type CreateAccessTokenResponse } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateAccessToken } from '../api/access-tokens';

interface FormValues {
  name: string;
  scope: 'read' | 'write';
  expiresInDays: keyof typeof T.expiryOptions;
}

const FIELDS = ['name', 'scope', 'expiresInDays'] as const;

/** Name, access and expiry of a new personal access token. */
export function CreateAccessTokenForm({ onCreated }: { onCreated: (created: CreateAccessTokenResponse) => void }) {
  const create = useCreateAccessToken();
  const form = useForm<FormValues>({ defaultValues: { name: '', scope: 'read', expiresInDays: '90' } });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: FormValues) => {
    try {
      const created = await create.mutateAsync({
        name: values.name.trim(),
        scope: values.scope,
        expiresInDays: values.expiresInDays === 'never' ? null : (Number(values.expiresInDays) as 30 | 90 | 365),
      });
      form.reset();
      onCreated(created);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
    }
  };

  const failed = create.isError && !(create.error instanceof ApiError && create.error.status === 422);
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="stack token-form" aria-label={T.create}>
      {failed && <Alert tone="error">{create.error instanceof ApiError ? create.error.message : T.createFailed}</Alert>}
      <TextField
        label={T.nameLabel}
        hint={T.nameHint}
        required
        maxLength={ACCESS_TOKEN_NAME_MAX}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name', {
          validate: (v) => v.trim().length > 0 || ACCESS_TOKEN_MESSAGES.nameRequired,
        })}
      />
      <fieldset className="field token-form__choice">
        <legend className="label">{T.scopeLabel}</legend>
        <label className="radio">
          <input type="radio" value="read" {...register('scope')} /> {T.scopeRead}
        </label>
        <label className="radio">
          <input type="radio" value="write" {...register('scope')} /> {T.scopeWrite}
        </label>
      </fieldset>
      <div className="field">
        <label className="label" htmlFor="token-expiry">
          {T.expiryLabel}
        </label>
        <select id="token-expiry" className="select" {...register('expiresInDays')}>
          {Object.entries(T.expiryOptions).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="row">
        <BusyButton busy={isSubmitting} label={T.create} busyLabel={T.creating} />
      </div>
    </form>
  );
}
