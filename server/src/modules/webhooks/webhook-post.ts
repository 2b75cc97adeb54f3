import type { WebhookDeliveryType } from '@ticklist/contracts';
import type { EndpointSigningRow } from './webhook-endpoints.repository';
import { type DeliveryResult, postWebhook } from './webhook-http';
import type { WebhookSigner } from './webhook-signer';

/** One event as it is sent: the body `{ id, type, timestamp, workspaceId, data }` is built from these and the endpoint. */
export interface OutgoingEvent {
  eventId: string;
  type: WebhookDeliveryType;
  eventAt: Date;
  data: Record<string, unknown>;
}

/**
 * Sends one event to an endpoint as a signed POST (Standard Webhooks: signed now, with each secret
 * still valid). The one way both the outbox's sender and a ping send.
 */
export function postSigned(
  signer: WebhookSigner,
  endpoint: EndpointSigningRow,
  event: OutgoingEvent,
  options: { allowPrivate: boolean; signal?: AbortSignal },
): Promise<DeliveryResult> {
  // workspaceId (issue 47): the endpoint's workspace, which is the workspace of the checklist the event is about.
  const body = JSON.stringify({ id: event.eventId, type: event.type, timestamp: event.eventAt.toISOString(), workspaceId: endpoint.workspace_id, data: event.data });
  const sealed = [endpoint.secret_sealed, ...(endpoint.previous_secret_sealed ? [endpoint.previous_secret_sealed] : [])];
  const headers = signer.headers(event.eventId, new Date(), body, sealed);
  return postWebhook(endpoint.url, body, headers, options);
}
