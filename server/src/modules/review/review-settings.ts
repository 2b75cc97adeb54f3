import { REVIEW_MESSAGES as M } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import type { FieldErrors } from '../../common/domain-error';

/** `review` and `records` of a create or update body (issue 48); each left out: unchanged (false on create). */
export interface ReviewSettings {
  review?: boolean;
  records?: boolean;
}

/** Reads the two flags; a value that is not true or false is a wrong type (400 keyed by field). */
export function readReviewSettings(body: { review?: unknown; records?: unknown }, types: FieldErrors): ReviewSettings {
  const settings: ReviewSettings = {};
  if (body.review !== undefined && body.review !== null) {
    if (typeof body.review === 'boolean') settings.review = body.review;
    else types.add('review', M.reviewInvalid);
  }
  if (body.records !== undefined && body.records !== null) {
    if (typeof body.records === 'boolean') settings.records = body.records;
    else types.add('records', M.recordsInvalid);
  }
  return settings;
}

/** Writes the flags that were given, in the create's or update's transaction. */
export async function writeReviewSettings(checklistId: string, settings: ReviewSettings, m: EntityManager): Promise<void> {
  if (settings.review === undefined && settings.records === undefined) return;
  await m.query(`UPDATE checklists SET review = COALESCE($2, review), records = COALESCE($3, records) WHERE id = $1`, [checklistId, settings.review ?? null, settings.records ?? null]);
}
