import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_UI as T,
  WEBHOOK_URL_MAX,
  textLength,
  type CreateWebhookResponse,
  type WebhookEventType,
} from '@ticklist/contracts';
import { CreateForm } from '@/components/ui/CreateForm';
import { TextField } from '@/components/ui/TextField';
import { useCreateForm } from '@/lib/use-create-form';
import { useCreateWebhook } from '../api/webhooks';

interface FormValues {
  url: string;
  events: WebhookEventType[];
}

const FIELDS = ['url', 'events'] as const;

/** The endpoint's URL and the events it gets. */
export function AddWebhookForm({ onCreated }: { onCreated: (created: CreateWebhookResponse) => void }) {
  const create = useCreateWebhook();
  const { form, frame } = useCreateForm(create, {
    defaultValues: { url: '', events: ['item.completed', 'recipient.completed'] },
    fields: FIELDS,
    toRequest: (values: FormValues) => ({ url: values.url.trim(), events: values.events }),
    onCreated,
    failedText: T.addFailed,
  });
  const { register } = form;
  const { errors } = form.formState;
  const eventsError = errors.events?.message;

  return (
    <CreateForm
      {...frame}
      label={T.addTitle}
      className="stack webhook-form"
      heading={<h3 className="webhook-form__title">{T.addTitle}</h3>}
      submitLabel={T.add}
      busyLabel={T.adding}
    >
      <TextField
        label={T.urlLabel}
        hint={T.urlHint}
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        error={errors.url?.message}
        {...register('url', {
          // Counted in characters (code points), as the server counts: maxLength would count an emoji twice.
          validate: (v) => (v.trim().length > 0 || WEBHOOK_MESSAGES.urlRequired) && (textLength(v.trim()) <= WEBHOOK_URL_MAX || WEBHOOK_MESSAGES.urlTooLong),
        })}
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
    </CreateForm>
  );
}
