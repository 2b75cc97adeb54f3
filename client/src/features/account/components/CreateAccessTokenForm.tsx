import { ACCESS_TOKEN_MESSAGES, ACCESS_TOKEN_NAME_MAX, ACCESS_TOKEN_UI as T, textLength, type CreateAccessTokenResponse } from '@ticklist/contracts';
import { CreateForm } from '@/components/ui/CreateForm';
import { TextField } from '@/components/ui/TextField';
import { useCreateForm } from '@/lib/use-create-form';
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
  const { form, frame } = useCreateForm(create, {
    defaultValues: { name: '', scope: 'read', expiresInDays: '90' },
    fields: FIELDS,
    toRequest: (values: FormValues) => ({
      name: values.name.trim(),
      scope: values.scope,
      expiresInDays: values.expiresInDays === 'never' ? null : (Number(values.expiresInDays) as 30 | 90 | 365),
    }),
    onCreated,
    failedText: T.createFailed,
  });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <CreateForm {...frame} label={T.create} className="stack token-form" submitLabel={T.create} busyLabel={T.creating}>
      <TextField
        label={T.nameLabel}
        hint={T.nameHint}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name', {
          // Counted in characters (code points), as the server counts: maxLength would count an emoji twice.
          validate: (v) =>
            (v.trim().length > 0 || ACCESS_TOKEN_MESSAGES.nameRequired) && (textLength(v.trim()) <= ACCESS_TOKEN_NAME_MAX || ACCESS_TOKEN_MESSAGES.nameTooLong),
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
    </CreateForm>
  );
}
