import { useState } from 'react';
import { WEBHOOK_UI as T, type Webhook } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { useUpdateWebhook } from '../api/webhooks';
import { DeliveryLog } from './DeliveryLog';

export interface WebhookActions {
  onRotate: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

function StatusBadge({ webhook }: { webhook: Webhook }) {
  if (webhook.disabledAt) return <span className="badge badge--danger">{T.disabled}</span>;
  if (webhook.paused) return <span className="badge badge--warning">{T.paused}</span>;
  return <span className="badge badge--success">{T.active}</span>;
}

function WebhookItem({ webhook, onRotate, onDelete }: WebhookActions & { webhook: Webhook }) {
  const update = useUpdateWebhook();
  const [showLog, setShowLog] = useState(false);
  const stopped = webhook.paused || !!webhook.disabledAt;
  const logId = `webhook-log-${webhook.id}`;
  return (
    <li className="webhook-list__item">
      <div className="webhook-list__main">
        <strong className="webhook-list__url">{webhook.url}</strong>
        <StatusBadge webhook={webhook} />
      </div>
      <p className="webhook-list__events">{webhook.events.join(', ')}</p>
      {update.isError && <Alert tone="error">{T.actionFailed}</Alert>}
      <div className="row webhook-list__actions">
        <button type="button" className="btn btn--small" disabled={update.isPending} onClick={() => update.mutate({ id: webhook.id, paused: !stopped })}>
          {stopped ? T.resume : T.pause}
        </button>
        <button type="button" className="btn btn--small" onClick={() => onRotate(webhook)}>
          {T.rotate}
        </button>
        <button type="button" className="btn btn--small" aria-expanded={showLog} aria-controls={logId} onClick={() => setShowLog((v) => !v)}>
          {showLog ? T.hideLog : T.showLog}
        </button>
        <button type="button" className="btn btn--small btn--danger" onClick={() => onDelete(webhook)}>
          {T.delete}
        </button>
      </div>
      <div id={logId} hidden={!showLog}>
        {showLog && <DeliveryLog webhook={webhook} />}
      </div>
    </li>
  );
}

/** The owner's endpoints, newest first: URL, state, events, and what can be done with each. */
export function WebhookList({ webhooks, ...actions }: WebhookActions & { webhooks: Webhook[] }) {
  if (webhooks.length === 0) return <p className="muted">{T.empty}</p>;
  return (
    <ul className="webhook-list" aria-label={T.listLabel}>
      {webhooks.map((webhook) => (
        <WebhookItem key={webhook.id} webhook={webhook} {...actions} />
      ))}
    </ul>
  );
}
