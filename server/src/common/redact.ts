import { isUuid } from './uuid';

/** Words in a path after which the next segments are secrets (tokens, hashes). */
const SECRET_AFTER: Record<string, number> = { shared: 1, reset: 1, validate: 2, verify: 2, unsubscribe: 1 };
const NOT_SECRET = new Set(['respond', 'validate', 'request_validate']);

/**
 * A segment that looks like a secret wherever it is (a link pasted into the wrong path, an old
 * link format): 128+ bits of base64url (22+ characters; no route word is that long), or a JWT
 * (its header always starts `eyJ`, the base64 of `{"`).
 * Ids (UUIDs) stay readable.
 */
const TOKEN_SHAPED = /^(?:[A-Za-z0-9_-]{22,}|eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/;

/** Replaces access, reset, verification and unsubscribe tokens (and anything shaped like one) in a URL by [redacted]. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const [path, query] = url.split('?', 2) as [string, string | undefined];
  const segments = path.split('/');
  let toRedact = 0;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    if ((toRedact > 0 && !NOT_SECRET.has(s)) || (TOKEN_SHAPED.test(s) && !isUuid(s))) {
      segments[i] = '[redacted]';
      toRedact--;
      continue;
    }
    toRedact = SECRET_AFTER[s] ?? 0;
  }
  return segments.join('/') + (query ? '?[redacted]' : '');
}

/** Pino redact paths: headers and body fields that may carry secrets. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'res.headers["set-cookie"]',
];
