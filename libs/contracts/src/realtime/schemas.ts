import { SHARE_ACTIVITY_KINDS, type DeliveryStatus, type ShareActivityEntry, type ShareDelivery, type SharePresenceEvent, type ShareActivityEvent, type ShareDeliveryEvent } from '../recipients/types';
import type { ShareRemindedEvent } from '../follow-through/types';
import { MESSAGE_AUTHORS, MESSAGE_MAX_LENGTH, type ShareMessage, type ShareMessageDeletedEvent, type ShareMessageEvent } from '../messages/types';
import { REVIEW_DECISIONS, REVIEW_STATES, type ReviewItem, type ShareReview, type ShareReviewEvent } from '../review/types';
import { SHARE_JOB_STATUSES, type ShareJob, type ShareJobEvent, type ShareJobReason } from '../sharing/jobs';
import type {
  ChecklistProgress,
  ChecklistSnapshotEvent,
  ClientToServerEvents,
  GuestVisibilityPayload,
  RunStartedEvent,
  ServerToClientEvents,
  ShareProgressEvent,
  ShareProgressSnapshot,
  SubscribePayload,
} from './events';
import { REALTIME_MESSAGES, SUBSCRIBE_AT_HANDSHAKE_MAX } from './events';

/**
 * The socket protocol as JSON Schemas, beside the event maps they describe (events.ts): the server
 * builds its AsyncAPI document (`GET /api/asyncapi.json`) from these, and the tests validate every
 * event they receive against that document. Each object schema is written through `closedObject<T>`,
 * whose properties must be exactly T's fields, and the event tables are keyed by the event maps: a
 * field or an event added to the types without its schema does not build.
 *
 * `$ref`s point into the document's `components.schemas`: these schemas, and `OwnerShare` and
 * `ChecklistCounts`, which the server copies from its OpenAPI document (one source for a share
 * and for the counts, as `GET /api/checklist/{id}/shares` and `GET /api/checklist/{id}` answer them).
 */
export type JsonSchema = { readonly [keyword: string]: unknown };

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, 'null'] });
const count: JsonSchema = { type: 'integer', minimum: 0 };

/** An object schema naming exactly T's fields (`optional` lists the ones that may be absent); no other field allowed. */
function closedObject<T>(
  properties: { [K in keyof T]-?: JsonSchema },
  options: { optional?: readonly (keyof T & string)[]; description?: string } = {},
): JsonSchema {
  const optional: readonly string[] = options.optional ?? [];
  return {
    type: 'object',
    ...(options.description ? { description: options.description } : {}),
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    properties,
    additionalProperties: false,
  };
}

const completedItems: JsonSchema = {
  type: 'array',
  description: 'The items the recipient has done, in the owner\'s item order.',
  items: closedObject<{ itemId: string }>({ itemId: uuid }),
};

const delivery = closedObject<ShareDelivery>(
  {
    status: { type: 'string', enum: ['queued', 'sent', 'failed'] satisfies DeliveryStatus[] },
    at: dateTime,
    error: { type: 'string', description: 'Only when failed: the last error in plain words.' },
  },
  { optional: ['error'] },
);

const activityEntry = closedObject<ShareActivityEntry>(
  {
    id: { type: 'string', description: 'The entry\'s id (opaque; entries are numbered, not UUIDs).' },
    kind: { type: 'string', enum: [...SHARE_ACTIVITY_KINDS] },
    at: dateTime,
    item: {
      description: 'For item_ticked, item_unticked and note_saved: the item, with its text (null once deleted). Never a note.',
      oneOf: [closedObject<{ id: string; text: string | null }>({ id: uuid, text: nullable({ type: 'string' }) }), { type: 'null' }],
    },
  },
  { optional: ['item'] },
);

const shareMessage = closedObject<ShareMessage>({
  id: uuid,
  author: { type: 'string', enum: [...MESSAGE_AUTHORS] },
  authorName: { type: 'string', description: 'The owner: their username (else their address); the recipient: their address.' },
  text: { type: 'string', maxLength: MESSAGE_MAX_LENGTH },
  itemId: { ...nullable(uuid), description: 'The item the message is about; null: the whole checklist.' },
  createdAt: dateTime,
});

/** The checklist's progress as it stands, as the light HTTP reads answer it. */
const checklistProgressProperties = {
  counts: ref('ChecklistCounts'),
  shares: { type: 'array', items: ref('OwnerShare'), description: 'The first page of recipients, as `GET /api/checklist/{id}/shares` answers it.' },
  nextCursor: nullable({ type: 'string', description: 'Pass as `cursor` to `GET /api/checklist/{id}/shares` for the next page; null: no more.' }),
  total: { ...count, description: 'Every share of the checklist.' },
} satisfies { [K in keyof ChecklistProgress]-?: JsonSchema };

const shareProgressSnapshot = closedObject<ShareProgressSnapshot>({
  shareId: uuid,
  completedItems,
  totalItems: count,
  updatedAt: nullable({ ...dateTime, description: 'The share\'s last save; null when nothing was saved yet.' }),
  seq: { ...count, description: 'The share\'s progress sequence as on its last `share:progress`; 0 when nothing was saved yet.' },
});

/** Every schema the protocol names, by the name it has in `components.schemas`. */
export const REALTIME_SCHEMAS = {
  ShareProgressEvent: closedObject<ShareProgressEvent>(
    {
      checklistId: uuid,
      shareId: uuid,
      recipientEmail: { type: 'string', format: 'email' },
      itemId: uuid,
      complete: { type: 'boolean' },
      completedItems,
      totalItems: count,
      updatedAt: {
        ...dateTime,
        description:
          'The save\'s time in ISO 8601 with microseconds; equals the `updatedAt` of the respond answer that caused it. Strictly later than the share\'s previous event: an older one than the last seen for the share is stale.',
      },
      seq: {
        type: 'integer',
        minimum: 1,
        description: 'The share\'s progress sequence, raised by the database in the statement of each save (and by each progress reset): strictly increasing per share, so events can be ordered and de-duplicated by (shareId, seq). Not contiguous.',
      },
      runId: { ...uuid, description: 'Only for a recurring checklist (issue 45): the run the save was in.' },
      answer: { description: 'Only on an answer save (issue 46): the typed answer, null when cleared.' },
      flagged: { type: 'boolean', description: 'Only on an answer save: the answer is flagged for the owner.' },
    },
    { description: 'A saved tick, untick or answer (or a progress reset by an update). Never a note.', optional: ['runId', 'answer', 'flagged'] },
  ),
  RunStartedEvent: closedObject<RunStartedEvent>(
    { checklistId: uuid, occurrenceId: uuid, startsAt: { ...dateTime, description: 'The occurrence\'s moment.' } },
    { description: 'A recurring checklist\'s occurrence started: each active recipient has a new run, the current one (issue 45).' },
  ),
  ShareJobEvent: closedObject<ShareJobEvent>(
    {
      checklistId: uuid,
      job: closedObject<ShareJob>({
        id: uuid,
        status: { type: 'string', enum: [...SHARE_JOB_STATUSES] },
        total: { ...count, description: 'Addresses given (lines of the file, entries of the list).' },
        sent: { ...count, description: 'Shared with, each invitation handed to the mail queue.' },
        skipped: { ...count, description: 'Listed more than once, or a revoked recipient.' },
        refused: { ...count, description: 'Not a valid address, or the owner\'s own.' },
        reasons: closedObject<Record<ShareJobReason, number>>({ invalid: count, own_address: count, duplicate: count, revoked: count }),
        createdAt: dateTime,
        finishedAt: { ...nullable(dateTime), description: 'When the last address was done; null until then.' },
      }),
    },
    { description: 'A share job as it stands after each step, and once done (its summary). The same job `GET /api/checklist/{id}/share-jobs/{jobId}` answers.' },
  ),
  ShareRemindedEvent: closedObject<ShareRemindedEvent>({ checklistId: uuid, shareId: uuid, remindersSent: count, lastRemindedAt: dateTime }),
  SharePresenceEvent: closedObject<SharePresenceEvent>({ checklistId: uuid, shareId: uuid, viewing: { type: 'boolean' }, lastSeenAt: nullable(dateTime) }),
  ShareDeliveryEvent: closedObject<ShareDeliveryEvent>({ checklistId: uuid, shareId: uuid, delivery }),
  ShareActivityEvent: closedObject<ShareActivityEvent>({ checklistId: uuid, shareId: uuid, entry: activityEntry }),
  ShareMessageEvent: closedObject<ShareMessageEvent>({ checklistId: uuid, shareId: uuid, message: shareMessage }, { description: 'A message between a recipient and the owner, as the message routes answer it.' }),
  ShareMessageDeletedEvent: closedObject<ShareMessageDeletedEvent>({ checklistId: uuid, shareId: uuid, messageId: uuid }),
  ShareReviewEvent: closedObject<ShareReviewEvent>(
    {
      checklistId: uuid,
      shareId: uuid,
      runId: { ...nullable(uuid), description: 'The run reviewed; null for a checklist without a schedule.' },
      review: closedObject<ShareReview>({
        state: { type: 'string', enum: [...REVIEW_STATES] },
        rounds: count,
        items: {
          type: 'array',
          items: closedObject<ReviewItem>({ itemId: uuid, decision: { type: ['string', 'null'], enum: [...REVIEW_DECISIONS, null] }, reason: nullable({ type: 'string' }) }),
        },
      }),
    },
    { description: 'A recipient\'s review changed: submitted, sent back, accepted (issue 48).' },
  ),
  ChecklistSnapshotEvent: closedObject<ChecklistSnapshotEvent>({
    checklistId: uuid,
    progress: closedObject<ChecklistProgress>(checklistProgressProperties),
  }),
  SubscribePayload: closedObject<SubscribePayload>(
    {
      checklistId: { type: 'string', description: 'The checklist\'s id.' },
      progress: { type: 'boolean', description: 'Also answer the progress as it stands once the socket is in the room.' },
    },
    { optional: ['progress'] },
  ),
  GuestVisibilityPayload: closedObject<GuestVisibilityPayload>(
    { visible: { type: 'boolean', description: 'Whether the guest page is visible (a page starts as not visible until it says so).' } },
  ),
  VisibilityAck: {
    description: '`{ ok: true }` once counted; `{ ok: false, message }` from an owner socket or without a boolean `visible`.',
    oneOf: [
      closedObject<{ ok: true }>({ ok: { const: true } }),
      closedObject<{ ok: false; message: string }>({ ok: { const: false }, message: { type: 'string', enum: [REALTIME_MESSAGES.visibilityRefused] } }),
    ],
  },
  NoArguments: { type: 'null', description: 'No arguments: the event carries only its acknowledgement.' },
  CheckAck: closedObject<{ ok: true }>({ ok: { const: true } }, { description: 'Answered at once by a server that hears the socket.' }),
  Ack: {
    description: 'Every answer is `{ ok: true, ... }` or `{ ok: false, message }`.',
    oneOf: [
      {
        type: 'object',
        required: ['ok'],
        properties: {
          ok: { const: true },
          progress: { type: 'array', items: shareProgressSnapshot, description: 'With `progress: true`: each share\'s progress as it stands.' },
          ...checklistProgressProperties,
        },
        additionalProperties: false,
      },
      closedObject<{ ok: false; message: string }>({ ok: { const: false }, message: { type: 'string', enum: [REALTIME_MESSAGES.checklistNotFound] } }),
    ],
  },
  OwnerAuth: closedObject<{ token: string; subscribe?: string[]; progress?: boolean }>(
    {
      token: { type: 'string', description: 'A session token (JWT) or a personal access token (`tl_pat_…`, read scope is enough).' },
      subscribe: {
        type: 'array',
        maxItems: SUBSCRIBE_AT_HANDSHAKE_MAX,
        items: { type: 'string' },
        description: `Checklists to follow from the start (at most ${SUBSCRIBE_AT_HANDSHAKE_MAX}; any beyond, and ids the owner may not see, are passed over).`,
      },
      progress: { type: 'boolean', description: 'With `subscribe`: one `checklist:snapshot` per checklist joined.' },
    },
    { optional: ['subscribe', 'progress'] },
  ),
  GuestAuth: closedObject<{ accessToken: string; progress?: boolean }>(
    {
      accessToken: { type: 'string', description: 'The access token of the recipient\'s personal link.' },
      progress: { type: 'boolean', description: 'Be sent one `share:progress` with the share as it stands (nothing when nothing was saved yet).' },
    },
    { optional: ['progress'] },
  ),
  ConnectError: closedObject<{ message: string }>({
    message: { type: 'string', description: `"${REALTIME_MESSAGES.authenticationRequired}" for a missing, bad, expired or revoked credential; any other message: try again later.` },
  }),
} satisfies Record<string, JsonSchema>;

export type RealtimeSchemaName = keyof typeof REALTIME_SCHEMAS;

/** Who hears a server→client event. */
export type RealtimeAudience = 'owners' | 'owners and guests';

/** Each server→client event: its payload, who hears it and when. Keyed by the event map, so none goes undocumented. */
export const SERVER_EVENT_DOCS: { [E in keyof ServerToClientEvents]: { payload: RealtimeSchemaName; audience: RealtimeAudience; summary: string } } = {
  'share:progress': {
    payload: 'ShareProgressEvent',
    audience: 'owners and guests',
    summary: 'A recipient saved a tick (or an update reset progress): to the checklist\'s subscribed owner sockets and the share\'s guest sockets, once each, after the save committed.',
  },
  'share:reminded': { payload: 'ShareRemindedEvent', audience: 'owners', summary: 'A reminder or nudge went out to a recipient.' },
  'share:presence': { payload: 'SharePresenceEvent', audience: 'owners', summary: 'A recipient opened or left their page; also sent on subscribe for each recipient viewing now.' },
  'share:delivery': { payload: 'ShareDeliveryEvent', audience: 'owners', summary: 'An invitation was queued, sent or failed.' },
  'share:activity': { payload: 'ShareActivityEvent', audience: 'owners', summary: 'A new entry in a recipient\'s activity.' },
  'share:job': { payload: 'ShareJobEvent', audience: 'owners', summary: 'A share job\'s progress after each step, and its summary once done.' },
  'share:message': {
    payload: 'ShareMessageEvent',
    audience: 'owners and guests',
    summary: 'A recipient or the owner wrote a message: to the checklist\'s subscribed owner sockets and the share\'s guest sockets, once each, after it was stored.',
  },
  'share:review': {
    payload: 'ShareReviewEvent',
    audience: 'owners and guests',
    summary: 'A recipient finished a checklist under review, or the owner accepted it or sent items back: to the checklist\'s subscribed owner sockets and the share\'s guest sockets, after the change committed.',
  },
  'share:message-deleted': { payload: 'ShareMessageDeletedEvent', audience: 'owners and guests', summary: 'Its author deleted a message (within 5 minutes of writing it).' },
  'run:started': {
    payload: 'RunStartedEvent',
    audience: 'owners and guests',
    summary: 'A recurring checklist\'s next run started (issue 45): to the checklist\'s subscribed owner sockets and the guest sockets of the recipients who got a run, once, after the runs were committed. Its recipients\' progress starts again from nothing.',
  },
  'checklist:snapshot': {
    payload: 'ChecklistSnapshotEvent',
    audience: 'owners',
    summary: 'Right after a handshake that named checklists with `progress: true`: one per checklist joined, its counts and first page of recipients as they stand once the socket is in the room.',
  },
};

/** Each client→server event: its payload and its answer. */
export const CLIENT_EVENT_DOCS: { [E in keyof ClientToServerEvents]: { payload: RealtimeSchemaName; ack: RealtimeSchemaName; summary: string } } = {
  'checklist:subscribe': {
    payload: 'SubscribePayload',
    ack: 'Ack',
    summary: 'Follow one of the owner\'s checklists (owner sockets only). Someone else\'s, unknown or malformed id, or a guest socket: `{ ok: false, message: "Checklist not found" }`. Subscribing twice is the same as once.',
  },
  'checklist:unsubscribe': { payload: 'SubscribePayload', ack: 'Ack', summary: 'Stop following a checklist; answers `{ ok: true }`.' },
  'guest:visibility': {
    payload: 'GuestVisibilityPayload',
    ack: 'VisibilityAck',
    summary: 'A guest page says whether it is visible (the ack is optional). Its socket counts for the owner\'s "Viewing now" only while its page is visible, so a page a mail scanner renders in the background shows no one.',
  },
  'connection:check': {
    payload: 'NoArguments',
    ack: 'CheckAck',
    summary: '"Are you there?" (any socket): answered `{ ok: true }` at once. A page that comes back (network back, tab visible, window focused) asks it and reconnects when no answer comes within a few seconds.',
  },
};
