import { GENERIC_MESSAGES, SEARCH_QUERY_MAX, textLength, WORKFLOW_MESSAGES } from '@ticklist/contracts';
import { DomainError, fieldErrors } from '../../common/domain-error';

/**
 * `GET /api/checklist?q=`: the text to find in titles, trimmed; null when absent or blank.
 * Longer than SEARCH_QUERY_MAX characters is a 422 keyed `q`; a repeated `q` is a 400.
 */
export function parseSearchQuery(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string') throw new DomainError('bad_request', GENERIC_MESSAGES.badRequest);
  const text = value.trim();
  if (textLength(text) > SEARCH_QUERY_MAX) throw fieldErrors({ q: WORKFLOW_MESSAGES.queryTooLong(SEARCH_QUERY_MAX) });
  return text === '' ? null : text;
}

/** An ILIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
