import { FIELD_TYPE_MESSAGES, REVIEW_DECISIONS, REVIEW_MESSAGES as M, REVIEW_REASON_MAX_LENGTH, textLength, type ReviewDecision } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';
import { withoutNul } from '../../common/text';
import { isUuid } from '../../common/uuid';

export interface ReviewDecisionInput {
  itemId: string;
  decision: ReviewDecision;
  reason: string | null;
}

export type ReviewInput = { acceptAll: true } | { acceptAll: false; items: ReviewDecisionInput[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A review body, read before any query: a wrong JSON type is a 400, a missing decision, a rework
 * without a reason (or with one over 500 characters) or an id that is no item a 422 keyed
 * `items[i].…`. An item id that is well formed but not of the checklist is checked by the service.
 */
export function parseReviewInput(body: { items?: unknown; acceptAll?: unknown; runId?: unknown } | undefined): ReviewInput {
  const types = new FieldErrors();
  const { items, acceptAll, runId } = body ?? {};
  if (acceptAll !== undefined && typeof acceptAll !== 'boolean') types.add('acceptAll', FIELD_TYPE_MESSAGES.boolean);
  if (runId !== undefined && runId !== null && typeof runId !== 'string') types.add('runId', FIELD_TYPE_MESSAGES.string);
  if (items !== undefined && !Array.isArray(items)) types.add('items', M.decisionsRequired);
  types.throwWrongTypesIfAny();
  if (acceptAll === true) return { acceptAll: true };

  const rules = new FieldErrors();
  if (!Array.isArray(items) || items.length === 0) {
    rules.add('items', M.decisionsRequired);
    rules.throwIfAny();
  }
  const seen = new Set<string>();
  const parsed = (items as unknown[]).map((raw, i): ReviewDecisionInput => {
    const entry = isObject(raw) ? raw : {};
    const itemId = typeof entry.itemId === 'string' && isUuid(entry.itemId) ? entry.itemId.toLowerCase() : '';
    if (!itemId) rules.add(`items[${i}].itemId`, M.itemNotInChecklist);
    else if (seen.has(itemId)) rules.add(`items[${i}].itemId`, M.itemTwice);
    seen.add(itemId);
    const decision = REVIEW_DECISIONS.find((d) => d === entry.decision);
    if (!decision) rules.add(`items[${i}].decision`, M.decisionInvalid);
    const reason = typeof entry.reason === 'string' ? withoutNul(entry.reason).trim() : '';
    if (entry.reason !== undefined && entry.reason !== null && typeof entry.reason !== 'string') rules.add(`items[${i}].reason`, FIELD_TYPE_MESSAGES.string);
    else if (decision === 'rework' && !reason) rules.add(`items[${i}].reason`, M.reasonRequired);
    else if (textLength(reason) > REVIEW_REASON_MAX_LENGTH) rules.add(`items[${i}].reason`, M.reasonTooLong);
    return { itemId, decision: decision ?? 'accept', reason: decision === 'rework' ? reason : null };
  });
  rules.throwIfAny();
  return { acceptAll: false, items: parsed };
}
