import { textLength, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES as M, WEBHOOK_URL_MAX, type WebhookEventType } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';

const KNOWN = new Set<string>(WEBHOOK_EVENT_TYPES);

function checkUrl(value: unknown, allowInsecure: boolean, errors: FieldErrors): string {
  const url = typeof value === 'string' ? value.trim() : '';
  const fail = (message: string) => {
    errors.add('url', message);
    return '';
  };
  if (!url) return fail(M.urlRequired);
  if (textLength(url) > WEBHOOK_URL_MAX) return fail(M.urlTooLong);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail(M.urlInvalid);
  }
  const protocolOk = parsed.protocol === 'https:' || (allowInsecure && parsed.protocol === 'http:');
  if (!protocolOk || !parsed.hostname) errors.add('url', M.urlInvalid);
  else if (parsed.username || parsed.password) errors.add('url', M.urlCredentials);
  return parsed.toString();
}

function checkEvents(value: unknown, errors: FieldErrors): WebhookEventType[] {
  if (!Array.isArray(value) || value.length === 0) {
    errors.add('events', M.eventsRequired);
    return [];
  }
  value.forEach((event, i) => {
    if (typeof event !== 'string' || !KNOWN.has(event)) errors.add(`events[${i}]`, M.eventUnknown);
  });
  // Kept in the contract's order, each once.
  return WEBHOOK_EVENT_TYPES.filter((t) => value.includes(t));
}

/** The create body's rules, all reported at once and keyed by field (422). Types were checked by the DTO. */
export function parseCreateWebhook(body: { url?: unknown; events?: unknown; workspaceId?: unknown }, allowInsecure: boolean): { url: string; events: WebhookEventType[]; workspaceId?: unknown } {
  const errors = new FieldErrors();
  const url = checkUrl(body.url, allowInsecure, errors);
  const events = checkEvents(body.events, errors);
  errors.throwIfAny();
  // The workspace is checked against the caller's memberships by the service.
  return { url, events, workspaceId: body.workspaceId };
}

/** The update body: `paused` and/or `events`, each optional. */
export function parseUpdateWebhook(body: { paused?: unknown; events?: unknown }): { paused?: boolean; events?: WebhookEventType[] } {
  const errors = new FieldErrors();
  const events = body.events === undefined ? undefined : checkEvents(body.events, errors);
  errors.throwIfAny();
  return { ...(typeof body.paused === 'boolean' ? { paused: body.paused } : {}), ...(events ? { events } : {}) };
}
