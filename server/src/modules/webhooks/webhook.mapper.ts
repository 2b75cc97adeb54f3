import type { Webhook, WebhookDelivery } from '@ticklist/contracts';
import type { WebhookAttemptRow } from './webhook-attempts.repository';
import type { WebhookEndpointRow } from './webhook-endpoints.repository';

export const toWebhook = (row: WebhookEndpointRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  createdAt: new Date(row.created_at).toISOString(),
  paused: row.paused,
  workspaceId: row.workspace_id,
  disabledAt: row.disabled_at ? new Date(row.disabled_at).toISOString() : null,
});

export const toWebhookDelivery = (row: WebhookAttemptRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.event_id,
  type: row.type,
  attempt: row.attempt,
  status: row.status,
  statusCode: row.status_code,
  durationMs: row.duration_ms,
  responseStart: row.response_start,
  error: row.error,
  at: row.at,
});
