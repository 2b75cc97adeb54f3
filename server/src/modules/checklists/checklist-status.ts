import { CHECKLIST_MESSAGES, CHECKLIST_STATUSES, GENERIC_MESSAGES, type ChecklistStatus } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';
import { hasWorkLeft } from '../../database/sql-fragments';

const OPEN = 'p.closed_at IS NULL';

/** Shared with at least one recipient, and every recipient has done every item. */
const COMPLETED_BY_EVERYONE = `(EXISTS (SELECT 1 FROM shares cs WHERE cs.checklist_id = p.id)
   AND NOT EXISTS (SELECT 1 FROM shares cs WHERE cs.checklist_id = p.id AND ${hasWorkLeft('cs')}))`;

/**
 * `GET /api/checklist?status=`: which checklists a page lists. Each status is one SQL condition on
 * the checklists row aliased `p`; one that needs the time reads it as `$4` (the app's clock).
 * Every status but `closed` and `any` lists open checklists only.
 */
export const STATUS_CONDITIONS: Record<ChecklistStatus, string> = {
  all: OPEN,
  in_progress: `${OPEN} AND NOT ${COMPLETED_BY_EVERYONE}`,
  completed: `${OPEN} AND ${COMPLETED_BY_EVERYONE}`,
  // Someone with work left whose due moment (their own, else the checklist's) has passed.
  overdue: `${OPEN} AND EXISTS (SELECT 1 FROM shares os
              WHERE os.checklist_id = p.id AND COALESCE(os.due_at, p.due_at) <= $4 AND ${hasWorkLeft('os')})`,
  closed: 'p.closed_at IS NOT NULL',
  any: 'TRUE',
};

/** Absent or empty is `all`; anything not listed is a 400 keyed `status`. */
export function parseStatus(value: unknown): ChecklistStatus {
  if (value === undefined || value === '') return 'all';
  if (typeof value === 'string' && (CHECKLIST_STATUSES as readonly string[]).includes(value)) return value as ChecklistStatus;
  throw new DomainError('bad_request', GENERIC_MESSAGES.badRequest, { status: [CHECKLIST_MESSAGES.statusInvalid(CHECKLIST_STATUSES)] });
}
