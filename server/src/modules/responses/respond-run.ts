import { RUN_MESSAGES } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';
import { isUuid } from '../../common/uuid';

/**
 * A save's optional `runId` (issue 45): absent or null is the link's current run; anything else
 * must be a run's id (422 keyed `runId`). Whether it is one of the link's open runs is checked
 * when saving (409).
 */
export function parseRunId(body: Record<string, unknown> | undefined): string | null {
  const runId = body?.runId;
  if (runId === undefined || runId === null) return null;
  if (typeof runId !== 'string' || !isUuid(runId)) throw fieldErrors({ runId: RUN_MESSAGES.runIdInvalid });
  return runId.toLowerCase();
}
