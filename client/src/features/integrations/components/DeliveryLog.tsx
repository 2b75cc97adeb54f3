import { useState } from 'react';
import { WEBHOOK_UI as T, fillText, type Webhook, type WebhookDelivery } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { formatDateTime } from '@/lib/format-date';
import { useDeliveries } from '../api/deliveries';
import { useRedeliver } from '../api/webhooks';

const result = (d: WebhookDelivery) => (d.status === 'expired' ? T.expired : d.statusCode !== null ? `HTTP ${d.statusCode}` : T.noAnswer);

/** An endpoint's last 100 attempts, newest first, each with its answer's start and a Redeliver button. */
export function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const deliveries = useDeliveries(webhook.id);
  const redeliver = useRedeliver(webhook.id);
  const [queued, setQueued] = useState<Set<string>>(new Set());

  const again = async (id: string) => {
    await redeliver.mutateAsync(id);
    setQueued((prev) => new Set(prev).add(id));
  };

  if (deliveries.isPending) return <Spinner />;
  if (deliveries.isError) return <Alert tone="error">{T.actionFailed}</Alert>;
  const list = deliveries.data.deliveries;
  return (
    <div className="delivery-log">
      {redeliver.isError && <Alert tone="error">{T.actionFailed}</Alert>}
      {list.length === 0 ? (
        <p className="muted">{T.logEmpty}</p>
      ) : (
        <ul className="delivery-log__list" aria-label={fillText(T.logLabel, { url: webhook.url })}>
          {list.map((d) => (
            <li key={d.id} className="delivery-log__item">
              <div className="delivery-log__main">
                <span className={d.status === 'delivered' ? 'badge badge--success' : 'badge badge--danger'}>{result(d)}</span>
                <code className="delivery-log__type">{d.type}</code>
                <span className="muted">
                  {formatDateTime(d.at)} · {d.durationMs} ms · #{d.attempt}
                </span>
              </div>
              {(d.error || d.responseStart) && <p className="delivery-log__answer">{d.error ?? d.responseStart}</p>}
              <button
                type="button"
                className="btn btn--small"
                disabled={queued.has(d.id)}
                onClick={() => void again(d.id)}
                aria-label={`${T.redeliver} ${d.type}, ${formatDateTime(d.at)}`}
              >
                {queued.has(d.id) ? T.redelivered : T.redeliver}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
