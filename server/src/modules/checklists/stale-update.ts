import { EDIT_CONFLICT_MESSAGES, type ChecklistSummary } from '@ticklist/contracts';
import { DomainError, badRequest, fieldErrors } from '../../common/domain-error';

/** A stale update (issue 47, "No lost edits"): 409 with the checklist as it now stands, for the form to merge. */
export const staleUpdate = (current: ChecklistSummary) => new DomainError('conflict', EDIT_CONFLICT_MESSAGES.stale, undefined, undefined, { checklist: current });

/**
 * The version an update says it was based on: `If-Match: "<version>"` (as the ETag gave it; `W/`
 * accepted) or else `version` in the body. Neither: undefined, and the update applies as before.
 * A malformed If-Match is a 400; a `version` that is not a whole number a 422 keyed `version`.
 */
export function basedOnVersion(ifMatch: string | undefined, bodyVersion: unknown): number | undefined {
  if (ifMatch !== undefined) {
    const match = /^(?:W\/)?"(\d{1,9})"$/.exec(ifMatch.trim());
    if (!match) throw badRequest(EDIT_CONFLICT_MESSAGES.ifMatchInvalid);
    return Number(match[1]);
  }
  if (bodyVersion === undefined || bodyVersion === null) return undefined;
  if (typeof bodyVersion !== 'number' || !Number.isSafeInteger(bodyVersion)) throw fieldErrors({ version: EDIT_CONFLICT_MESSAGES.versionInvalid });
  return bodyVersion;
}
