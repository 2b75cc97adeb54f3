import type { FastifyInstance } from 'fastify';
import { GENERIC_MESSAGES } from '@ticklist/contracts';
import { sendError } from './error-reply';

/**
 * The headers the server reads. A value of theirs reaches services (a token, a key stored with the
 * answer, a media type): each must be text PostgreSQL and UTF-8 can hold. Other headers are ignored.
 */
export const READ_HEADERS = ['authorization', 'idempotency-key', 'if-none-match', 'if-match', 'content-type', 'origin'] as const;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Whether `bytes` (one character per byte, as Node hands over a URL or a header value) is UTF-8
 * text PostgreSQL can hold: no NUL, no invalid sequence, no encoded surrogate (the fatal decoder
 * refuses ED A0 80 and the like as invalid UTF-8).
 */
export function isStorableUtf8(bytes: string): boolean {
  if (bytes.includes('\u0000')) return false;
  // Plain ASCII, the common case, is UTF-8 as it is.
  if (!/[\u0080-\uffff]/.test(bytes)) return true;
  try {
    utf8.decode(Buffer.from(bytes, 'latin1'));
    return true;
  } catch {
    return false;
  }
}

const PERCENT_BYTE = /%([0-9A-Fa-f]{2})/g;
/**
 * An escape of a NUL or of a byte outside ASCII. Only these can make a URL unreadable: one whose
 * escapes all stand for other ASCII bytes is as readable as it is written, without decoding it.
 */
const NUL_OR_NON_ASCII_ESCAPE = /%(?:00|[89A-Fa-f][0-9A-Fa-f])/;

/**
 * The raw URL (path and query) with its percent-escapes decoded to the bytes they stand for, one
 * character per byte. A `%` not followed by two hex digits stays as it is (routes answer it).
 */
export function urlBytes(rawUrl: string): string {
  return rawUrl.includes('%') ? rawUrl.replace(PERCENT_BYTE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : rawUrl;
}

/**
 * Refuses, before any route, guard or database sees it, a request whose path, query string or a
 * header the server reads holds a NUL, invalid UTF-8 or a lone surrogate (percent-encoded or
 * raw): 400 `{ message }`. JSON bodies are made storable later (json-object-body.hook.ts); these
 * cannot be, since a changed token, id or key would be another one.
 */
export function refuseUnreadableInput(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (readable(request.raw.url ?? '', request.headers)) {
      done();
      return;
    }
    void sendError(reply, 400, { message: GENERIC_MESSAGES.badRequest });
  });
}

function readable(rawUrl: string, headers: Record<string, string | string[] | undefined>): boolean {
  if (!isStorableUtf8(NUL_OR_NON_ASCII_ESCAPE.test(rawUrl) ? urlBytes(rawUrl) : rawUrl)) return false;
  for (const name of READ_HEADERS) {
    const value = headers[name];
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) if (!isStorableUtf8(one)) return false;
  }
  return true;
}
