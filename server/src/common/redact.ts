import { isUuid } from './uuid';

/**
 * Every form of path that carries a secret, page and API alike, as segments where `*` is the
 * secret. A form matches anywhere in a path (`/shared/*` covers `/shared/{token}` and
 * `/api/guest/shared/{token}/respond`); at each place the longest form that matches wins, so
 * `/password/reset/validate/{token}` keeps its word `validate`. Adding a form is one line here
 * (and one in deploy/nginx.conf's map, which masks the same forms in nginx's access log).
 */
const SECRET_PATHS = [
  '/shared/*', // guest links: the page, /api/guest/shared/{token}/…
  '/password/reset/*', // reset page and POST /api/password/reset/{token}
  '/password/reset/validate/*',
  '/email/verify/*/*', // verification page: /email/verify/{id}/{hash}
  '/email/validate/*/*', // POST /api/email/validate/{id}/{hash}
  '/unsubscribe/*', // /unsubscribe/{token}, /api/user/email/unsubscribe/{token}
  '/records/*', // record codes: /api/records/{code}, …/pdf
  '/verify/*', // a record's public check: /verify/{code}, /api/verify/{code}
  '/invitations/*', // invitation links: /invitations/{token}, /api/invitations/{token}/accept
  // Signed file URLs (`/api/files/{id}?exp=…&sig=…`) and sign-in codes (`?code=…&state=…`) carry
  // their secret in the query, which is masked whole.
].map((form) => form.split('/').slice(1));

/** Longest first, so the most specific form is tried first at each place. */
const FORMS = SECRET_PATHS.sort((a, b) => b.length - a.length);

/**
 * A segment that looks like a secret wherever it is (a link pasted into the wrong path, an old
 * link format): 128+ bits of base64url (22+ characters; no route word is that long), or a JWT
 * (its header always starts `eyJ`, the base64 of `{"`).
 * Ids (UUIDs) stay readable.
 */
const TOKEN_SHAPED = /^(?:[A-Za-z0-9_-]{22,}|eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/;

const REDACTED = '[redacted]';

/** The form that matches `segments` at `at`, or undefined. A secret segment is never empty. */
const formAt = (segments: string[], at: number) =>
  FORMS.find((form) => form.every((part, i) => (part === '*' ? !!segments[at + i] : segments[at + i]?.toLowerCase() === part)));

/**
 * The URL as it may be logged: the secret segments of every form above, anything shaped like a
 * token, and the whole query (tokens, codes and signatures travel there) replaced by [redacted].
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const [path, query] = url.split('?', 2) as [string, string | undefined];
  const segments = path.split('/');
  for (let i = 0; i < segments.length; ) {
    const form = formAt(segments, i);
    if (form) {
      form.forEach((part, j) => {
        if (part === '*') segments[i + j] = REDACTED;
      });
      i += form.length;
      continue;
    }
    if (TOKEN_SHAPED.test(segments[i]!) && !isUuid(segments[i]!)) segments[i] = REDACTED;
    i++;
  }
  return segments.join('/') + (query ? `?${REDACTED}` : '');
}

/** Pino redact paths: headers and body fields that may carry secrets. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'res.headers["set-cookie"]',
];
