import type { ShareMessage } from '../messages/types';
import type { ShareReview } from '../review/types';
import type { AnswerFile } from '../answers/answer-files';
import type { AnswerValue } from '../answers/answer-values';
import type { ItemKind } from '../answers/item-kinds';

/** A review event's data: `run` null for a checklist without a schedule. */
export interface WebhookReviewData {
  checklist: WebhookChecklistRef;
  share: WebhookShareRef;
  run: WebhookRunRef | null;
  review: ShareReview;
}

/** Webhooks: signed events an owner's endpoints receive (Standard Webhooks). */
export const WEBHOOK_EVENT_TYPES = [
  'item.completed',
  'item.uncompleted',
  'recipient.completed',
  'share.created',
  'share.opened',
  'recipient.overdue',
  'checklist.updated',
  'checklist.created',
  'checklist.closed',
  'checklist.reopened',
  'checklist.deleted',
  'share.revoked',
  'share.removed',
  'message.created',
  'run.started',
  'run.missed',
  'run.completed',
  'run.submitted',
  'run.changes_requested',
  'run.accepted',
  'item.answered',
  'item.flagged',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by `POST /api/user/webhooks/{id}/ping` only: not subscribable. */
export const WEBHOOK_PING_TYPE = 'webhook.ping' as const;
/** Every type a delivery can have: the subscribable events and the ping. */
export type WebhookDeliveryType = WebhookEventType | typeof WEBHOOK_PING_TYPE;

/** Every signing secret starts with this, as Standard Webhooks writes it (then base64 of the key). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Endpoints one workspace may have (issue 47: the cap is per workspace). */
export const WEBHOOK_MAX_ENDPOINTS = 50;
/** Pings per endpoint per hour (the contract's rate limit). */
export const WEBHOOK_PINGS_PER_HOUR = 10;
/** How long a paused endpoint's events wait for it; older ones expire (shown in the log as `expired`). */
export const WEBHOOK_PAUSED_KEEP_DAYS = 7;
export const WEBHOOK_URL_MAX = 2000;
/** Attempts kept per endpoint in its delivery log. */
export const WEBHOOK_LOG_SIZE = 100;

export interface Webhook {
  id: string;
  url: string;
  events: WebhookEventType[];
  createdAt: string;
  paused: boolean;
  /** The workspace whose checklists' events it receives (issue 47). */
  workspaceId: string;
  /** Set when it kept failing for 24 hours and delivery stopped; resuming clears it. */
  disabledAt?: string | null;
}

export interface CreateWebhookRequest {
  url: string;
  events: WebhookEventType[];
  /** Where the endpoint goes (admins of a workspace manage its endpoints); default: the personal one. */
  workspaceId?: string;
}

/** The secret is in this answer only (and in a rotation's). */
export interface CreateWebhookResponse {
  webhook: Webhook;
  secret: string;
}

export interface UpdateWebhookRequest {
  paused?: boolean;
  events?: WebhookEventType[];
}

export interface WebhookListResponse {
  webhooks: Webhook[];
}

export interface RotateWebhookSecretResponse {
  webhook: Webhook;
  secret: string;
  /** Until then deliveries are signed with the previous secret too. */
  previousSecretExpiresAt: string;
}

/** `expired`: never sent, kept past WEBHOOK_PAUSED_KEEP_DAYS while its endpoint was paused. */
export type WebhookAttemptStatus = 'delivered' | 'failed' | 'expired';

/** One attempt in an endpoint's delivery log. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  type: WebhookDeliveryType;
  /** 1 for the first try of this event on this endpoint, 2 for the next … */
  attempt: number;
  status: WebhookAttemptStatus;
  /** Null when no answer came (refused address, timeout, connection error). */
  statusCode: number | null;
  durationMs: number;
  /** The first 1 KB of the answer's body. */
  responseStart: string | null;
  error: string | null;
  at: string;
}

export interface WebhookDeliveryListResponse {
  deliveries: WebhookDelivery[];
}

export interface RedeliverWebhookResponse {
  message: string;
  eventId: string;
}

/** The answer of `POST /api/user/webhooks/{id}/ping`: the ping's attempt, as the delivery log shows it. */
export interface PingWebhookResponse {
  delivery: WebhookDelivery;
}

/** What every delivery's body is. */
export interface WebhookPayload<T extends WebhookDeliveryType = WebhookDeliveryType> {
  id: string;
  type: T;
  timestamp: string;
  /** The workspace of the checklist the event is about (the endpoint's workspace). */
  workspaceId: string;
  data: WebhookEventData[T];
}

export interface WebhookChecklistRef {
  id: string;
  title: string;
}
export interface WebhookShareRef {
  id: string;
  recipientEmail: string;
}
export interface WebhookProgress {
  completed: number;
  total: number;
}
export interface WebhookItemData {
  checklist: WebhookChecklistRef;
  share: WebhookShareRef;
  item: { id: string; text: string };
  progress: WebhookProgress;
}

/**
 * `item.answered` / `item.flagged` (issue 46): the item's answer after a save that changed it (null:
 * cleared), whether it is flagged, and the files it holds (metadata only: never bytes or a signed URL).
 */
export interface WebhookAnswerData {
  checklist: WebhookChecklistRef;
  share: WebhookShareRef;
  item: { id: string; text: string; kind: ItemKind };
  answer: AnswerValue;
  flagged: boolean;
  files: AnswerFile[];
}

/** A recipient's run of a recurring checklist (issue 45). */
export interface WebhookRunRef {
  id: string;
  occurrenceId: string;
  startsAt: string;
  dueAt: string | null;
  status: 'open' | 'completed' | 'missed';
}

/** The state at the time of the change, per event. Never a recipient's notes. */
export interface WebhookEventData {
  'item.completed': WebhookItemData;
  'item.uncompleted': WebhookItemData;
  /** `run`: the run it completed, for a recurring checklist (issue 45). */
  'recipient.completed': { checklist: WebhookChecklistRef; share: WebhookShareRef; progress: WebhookProgress; run?: WebhookRunRef };
  'share.created': { checklist: WebhookChecklistRef; share: WebhookShareRef };
  'share.opened': { checklist: WebhookChecklistRef; share: WebhookShareRef; openedAt: string };
  'recipient.overdue': { checklist: WebhookChecklistRef; share: WebhookShareRef; dueAt: string; progress: WebhookProgress };
  'checklist.updated': { checklist: WebhookChecklistRef & { itemCount: number } };
  'checklist.created': { checklist: WebhookChecklistRef & { itemCount: number } };
  'checklist.closed': { checklist: WebhookChecklistRef; closedAt: string };
  'checklist.reopened': { checklist: WebhookChecklistRef };
  'checklist.deleted': { checklist: WebhookChecklistRef };
  'share.revoked': { checklist: WebhookChecklistRef; share: WebhookShareRef; revokedAt: string };
  'share.removed': { checklist: WebhookChecklistRef; share: WebhookShareRef };
  /** With the text: a message, unlike a note, is meant for the owner. */
  'message.created': { checklist: WebhookChecklistRef; share: WebhookShareRef; message: ShareMessage };
  'run.started': { checklist: WebhookChecklistRef; share: WebhookShareRef; run: WebhookRunRef };
  'run.missed': { checklist: WebhookChecklistRef; share: WebhookShareRef; run: WebhookRunRef };
  'run.completed': { checklist: WebhookChecklistRef; share: WebhookShareRef; run: WebhookRunRef };
  /** Review (issue 48): `run` is null for a checklist without a schedule. */
  'run.submitted': WebhookReviewData;
  'run.changes_requested': WebhookReviewData;
  'run.accepted': WebhookReviewData;
  /** Issue 46: every save that changes an answer (answers, clears, a file added or removed). */
  'item.answered': WebhookAnswerData;
  /** Issue 46: a save that changes an answer to a flagged one (sent after its `item.answered`). */
  'item.flagged': WebhookAnswerData;
  'webhook.ping': { webhook: { id: string; url: string } };
}
