import {
  ITEM_KINDS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_PAUSED_KEEP_DAYS,
  WEBHOOK_PING_LABEL,
  WEBHOOK_PING_TYPE,
  type WebhookDeliveryType,
} from '@ticklist/contracts';
import { WEBHOOK_DELIVERIES_PER_OWNER, WEBHOOK_DELIVERIES_PER_PROCESS } from '../modules/webhooks/delivery-limits';
import { DELIVERY_TIMEOUT_MS } from '../modules/webhooks/webhook-http';
import { ANSWER_PROPERTY } from '../modules/answers/dto/item-settings.schema';

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const object = (properties: Record<string, Schema>, description?: string): Schema => ({
  type: 'object',
  ...(description ? { description } : {}),
  required: Object.keys(properties),
  properties,
  additionalProperties: false,
});
const uuid: Schema = { type: 'string', format: 'uuid' };
const dateTime: Schema = { type: 'string', format: 'date-time' };

/** Schemas the payloads share. */
const SHARED: Record<string, Schema> = {
  WebhookChecklistRef: object({ id: uuid, title: { type: 'string' } }),
  WebhookShareRef: object({ id: uuid, recipientEmail: { type: 'string', format: 'email' } }),
  WebhookProgress: object({ completed: { type: 'integer', minimum: 0 }, total: { type: 'integer', minimum: 0 } }),
  WebhookRunRef: object({
    id: uuid,
    occurrenceId: uuid,
    startsAt: dateTime,
    dueAt: { type: ['string', 'null'], format: 'date-time' },
    status: { type: 'string', enum: ['open', 'completed', 'missed'] },
  }),
};

const itemData = object({
  checklist: ref('WebhookChecklistRef'),
  share: ref('WebhookShareRef'),
  item: object({ id: uuid, text: { type: 'string' } }),
  progress: ref('WebhookProgress'),
});

/**
 * Answer events (issue 46): the item's answer after the save (null: cleared), its flag, and the files
 * it holds as metadata (never bytes, never a signed URL). Never a note.
 */
const answerData = object({
  checklist: ref('WebhookChecklistRef'),
  share: ref('WebhookShareRef'),
  item: object({ id: uuid, text: { type: 'string' }, kind: { type: 'string', enum: [...ITEM_KINDS] } }),
  answer: { oneOf: ANSWER_PROPERTY.oneOf, description: ANSWER_PROPERTY.description },
  flagged: { type: 'boolean' },
  files: {
    type: 'array',
    items: object({
      id: uuid,
      name: { type: 'string' },
      type: { type: 'string', description: 'Its media type, as found from its bytes.' },
      size: { type: 'integer', minimum: 0 },
      sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the stored bytes.' },
    }),
  },
});

/** Review events (issue 48): the share's review after the change; `run` null for a checklist without a schedule. */
const reviewData = object({
  checklist: ref('WebhookChecklistRef'),
  share: ref('WebhookShareRef'),
  run: { oneOf: [ref('WebhookRunRef'), { type: 'null' }] },
  review: ref('ShareReview'),
});

const checklistWithItems = object({ id: uuid, title: { type: 'string' }, itemCount: { type: 'integer', minimum: 0 } });
const checklistOnly = object({ checklist: ref('WebhookChecklistRef') });

/** Each event's `data`: the state at the time of the change. Never a recipient's notes. */
const DATA: Record<WebhookDeliveryType, Schema> = {
  'item.completed': itemData,
  'item.uncompleted': itemData,
  // `run` only for a recurring checklist's run (issue 45).
  'recipient.completed': { ...object({ checklist: ref('WebhookChecklistRef'), share: ref('WebhookShareRef'), progress: ref('WebhookProgress'), run: ref('WebhookRunRef') }), required: ['checklist', 'share', 'progress'] },
  'share.created': object({ checklist: ref('WebhookChecklistRef'), share: ref('WebhookShareRef') }),
  'share.opened': object({ checklist: ref('WebhookChecklistRef'), share: ref('WebhookShareRef'), openedAt: dateTime }),
  'recipient.overdue': object({ checklist: ref('WebhookChecklistRef'), share: ref('WebhookShareRef'), dueAt: dateTime, progress: ref('WebhookProgress') }),
  'checklist.updated': object({ checklist: checklistWithItems }),
  'checklist.created': object({ checklist: checklistWithItems }),
  'checklist.closed': object({ checklist: ref('WebhookChecklistRef'), closedAt: dateTime }),
  'checklist.reopened': checklistOnly,
  'checklist.deleted': checklistOnly,
  'share.revoked': object({ checklist: ref('WebhookChecklistRef'), share: ref('WebhookShareRef'), revokedAt: dateTime }),
  'share.removed': object({ checklist: ref('WebhookChecklistRef'), share: ref('WebhookShareRef') }),
  'message.created': object({
    checklist: ref('WebhookChecklistRef'),
    share: ref('WebhookShareRef'),
    message: object({
      id: uuid,
      author: { type: 'string', enum: ['owner', 'recipient'] },
      authorName: { type: 'string' },
      text: { type: 'string', description: 'The message itself: unlike a note, it is meant for the owner.' },
      itemId: { type: ['string', 'null'], format: 'uuid' },
      createdAt: dateTime,
    }),
  }),
  'run.started': object({ checklist: ref('WebhookChecklistRef'), share: ref('WebhookShareRef'), run: ref('WebhookRunRef') }),
  'run.missed': object({ checklist: ref('WebhookChecklistRef'), share: ref('WebhookShareRef'), run: ref('WebhookRunRef') }),
  'run.completed': object({ checklist: ref('WebhookChecklistRef'), share: ref('WebhookShareRef'), run: ref('WebhookRunRef') }),
  'run.submitted': reviewData,
  'run.changes_requested': reviewData,
  'run.accepted': reviewData,
  'item.answered': {
    ...answerData,
    description: 'Sent for each save that changes an answer (a value given, changed or cleared, a file added or removed); a save of the same answer sends nothing. A tick box sends `item.completed` / `item.uncompleted` instead.',
  },
  'item.flagged': { ...answerData, description: 'Sent right after `item.answered` when the changed answer is flagged (a flagged yes/no or option, a number outside its range).' },
  'webhook.ping': object({ webhook: object({ id: uuid, url: { type: 'string' } }) }),
};

const LABELS: Record<WebhookDeliveryType, string> = { ...WEBHOOK_EVENT_LABELS, [WEBHOOK_PING_TYPE]: WEBHOOK_PING_LABEL };

const schemaName = (type: WebhookDeliveryType) =>
  `WebhookEvent${type.split(/[._]/).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`;

const SIGNATURE_HEADERS = {
  'webhook-id': { required: true, schema: uuid, description: 'The event id (same on every retry and redelivery): use it to drop duplicates.' },
  'webhook-timestamp': { required: true, schema: { type: 'string', pattern: '^[0-9]+$' }, description: 'Seconds since the epoch when this attempt was signed.' },
  'webhook-signature': {
    required: true,
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$' },
    description: 'Standard Webhooks: `v1,<base64 HMAC-SHA256 of id.timestamp.body>`; during a secret rotation one per secret, space-separated.',
  },
};

/** How deliveries are scheduled: said on every event's operation. */
const DELIVERY =
  `Sent to each endpoint one at a time, in the order the events happened: a later event waits while an earlier one is retried. ` +
  `Different endpoints are sent to concurrently, at most ${WEBHOOK_DELIVERIES_PER_OWNER} deliveries per owner at once (across every server) ` +
  `and at most ${WEBHOOK_DELIVERIES_PER_PROCESS} per server process, so one owner's endpoints that do not answer never delay another owner's. ` +
  `A paused endpoint keeps its events for up to ${WEBHOOK_PAUSED_KEEP_DAYS} days and receives them in order when resumed; ` +
  `older ones are not sent and show in its delivery log as \`status: "expired"\`.`;

/** The ping is sent at once, outside the queue. */
const PING = 'Sent at once by `POST /api/user/webhooks/{id}/ping`, signed like every event, whether the endpoint is paused or not; never retried.';

/**
 * The OpenAPI 3.1 `webhooks`: one POST per event type Ticklist sends to an endpoint, with its
 * payload `{ id, type, timestamp, workspaceId, data }` as a schema and the Standard Webhooks headers.
 */
export function addWebhookPayloads<T extends object>(document: T): T {
  const doc = document as T & { webhooks?: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };
  const schemas = (doc.components ??= {}).schemas ?? (doc.components.schemas = {});
  Object.assign(schemas, SHARED);
  doc.webhooks = {};
  for (const type of [...WEBHOOK_EVENT_TYPES, WEBHOOK_PING_TYPE] as const) {
    const name = schemaName(type);
    schemas[name] = object(
      {
        id: uuid,
        type: { type: 'string', const: type },
        timestamp: dateTime,
        workspaceId: { ...uuid, description: 'The workspace of the checklist the event is about: the endpoint\'s (issue 47).' },
        data: DATA[type],
      },
      `${LABELS[type]}.`,
    );
    doc.webhooks[type] = {
      post: {
        summary: LABELS[type],
        description: type === WEBHOOK_PING_TYPE ? PING : DELIVERY,
        operationId: `webhook_${type.replace('.', '_')}`,
        tags: ['Webhooks'],
        // Ticklist calls the endpoint: the request is authenticated by its signature, not by a credential.
        security: [],
        parameters: Object.entries(SIGNATURE_HEADERS).map(([header, spec]) => ({ name: header, in: 'header', ...spec })),
        requestBody: { required: true, content: { 'application/json': { schema: ref(name) } } },
        responses: {
          '2XX': { description: `Received. Anything else (or no answer within ${DELIVERY_TIMEOUT_MS / 1000} s) is retried with backoff for 24 hours.` },
        },
      },
    };
  }
  return doc;
}
