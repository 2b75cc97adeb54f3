import { useState } from 'react';
import { WEBHOOK_UI as T, fillText, type Webhook } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { ApiAccessSection } from '@/components/ui/ApiAccessSection';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Spinner } from '@/components/ui/Spinner';
import { ApiError } from '@/lib/api-client';
import { useDeleteWebhook, useRotateWebhookSecret, useWebhooks } from '../api/webhooks';
import { AddWebhookForm } from './AddWebhookForm';
import { WebhookList } from './WebhookList';
import { WebhookSecret } from './WebhookSecret';
import '../integrations.css';

const failure = (error: unknown) => (error instanceof ApiError ? error.message : T.actionFailed);

/** Account › Integrations: webhook endpoints (add with the secret shown once, pause, rotate, delete, delivery log). */
export function IntegrationsPanel() {
  const webhooks = useWebhooks();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  return (
    <ApiAccessSection id="integrations-title" title={T.title} intro={T.intro} apiReference={T.apiReference}>
      {secret ? <WebhookSecret secret={secret} onDone={() => setSecret(null)} /> : <AddWebhookForm onCreated={(created) => setSecret(created.secret)} />}
      <h3 className="webhook-list__title">{T.listLabel}</h3>
      {webhooks.isPending ? (
        <Spinner />
      ) : webhooks.isError ? (
        <Alert tone="error">{T.loadFailed}</Alert>
      ) : (
        <WebhookList webhooks={webhooks.data.webhooks} onRotate={setRotating} onDelete={setDeleting} />
      )}
      {rotating && (
        <ConfirmDialog
          title={T.rotateTitle}
          message={T.rotateBody}
          confirmLabel={T.rotateConfirm}
          cancelLabel={T.cancel}
          tone="primary"
          onConfirm={async () => setSecret((await rotate.mutateAsync(rotating.id)).secret)}
          failureMessage={failure}
          onClose={() => setRotating(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={T.deleteTitle}
          message={fillText(T.deleteBody, { url: deleting.url })}
          confirmLabel={T.deleteConfirm}
          cancelLabel={T.cancel}
          onConfirm={() => remove.mutateAsync(deleting.id)}
          failureMessage={failure}
          onClose={() => setDeleting(null)}
        />
      )}
    </ApiAccessSection>
  );
}
