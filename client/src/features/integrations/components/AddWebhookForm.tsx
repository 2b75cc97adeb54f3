import { useForm } from 'react-hook-form';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_UI as T,
  WEBHOOK_URL_MAX,
  type CreateWebhookResponse,
  type WebhookEventType,
} from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateWebhook } from '../api/webhooks';

interface FormValues {
  url: string;
  events: WebhookEventType[];
}

const FIELDS = ['url', 'events'] as const;

/** The endpoint's URL and the events it gets. */
export function AddWebhookForm({ onCreated }: { onCreated: (created: CreateWebhookResponse) => void }) {
  const create = useCreateWebhook();
  const form = useForm<FormValues>({ defaultValues: { url: '', events: ['item.completed', 'recipient.completed'] } });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: FormValues) => {
    try {
      const created = await create.mutateAsync({ url: values.url.trim(), events: values.events });
      form.reset();
      onCreated(created);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
    }
  };

  const failed = create.isError && !(create.error instanceof ApiError && create.error.status === 422);
  const eventsError = errors.events?.message;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="stack webhook-form" aria-label={T.addTitle}>
      <h3 className="webhook-form__title">{T.addTitle}</h3>
      {failed && <Alert tone="error">{create.error instanceof ApiError ? create.error.message : T.addFailed}</Alert>}
      <TextField
        label={T.urlLabel}
        hint={T.urlHint}
        required
        type="url"
        inputMode="url"
        maxLength={WEBHOOK_URL_MAX}
        autoComplete="off"
        spellCheck={false}
        error={errors.url?.message}
        {...register('url', { validate: (v) => v.trim().length > 0 || WEBHOOK_MESSAGES.urlRequired })}
      />
      <fieldset className="field webhook-form__events" aria-describedby={eventsError ? 'webhook-events-error' : undefined} aria-invalid={eventsError ? true : undefined}>
        <legend className="label">{T.eventsLabel}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="checkbox">
            <input type="checkbox" value={type} {...register('events', { validate: (v) => v.length > 0 || WEBHOOK_MESSAGES.eventsRequired })} />
            <span>
              {WEBHOOK_EVENT_LABELS[type]} <code className="webhook-form__type">{type}</code>
            </span>
          </label>
        ))}
        {eventsError && (
          <p id="webhook-events-error" className="field-error">
            {eventsError}
          </p>
        )}
      </fieldset>
      <div className="row">
        <BusyButton busy={isSubmitting} label={T.add} busyLabel={T.adding} />
      </div>
    </form>
  );
}
