import { CHECKLIST_MESSAGES, CHECKLIST_QUERY_STATUSES, GENERIC_MESSAGES, type ChecklistQueryStatus } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';

const OPEN = 'p.closed_at IS NULL';

/**
 * A share of checklist `p` (aliased `alias`) not done, by its maintained state (migration
 * ShareProgressFigures): an index probe on shares_checklist_state_idx, whatever the audience.
 */
const notDone = (alias: string) => `${alias}.checklist_id = p.id AND ${alias}.progress_state IN ('in_progress', 'not_opened')`;

/** Shared with at least one recipient, and every recipient has done every item. */
const COMPLETED_BY_EVERYONE = `(EXISTS (SELECT 1 FROM shares cs WHERE cs.checklist_id = p.id)
   AND NOT EXISTS (SELECT 1 FROM shares cs WHERE ${notDone('cs')}))`;

/**
 * `GET /api/checklist?status=`: which checklists a page lists. Each status is one SQL condition on
 * the checklists row aliased `p`; one that needs the time reads it as `$4` (the app's clock).
 * Every status but `closed` and `any` lists open checklists only. Each reads the shares' maintained
 * states, so a checklist costs a probe or two of one index whatever its audience.
 */
export const STATUS_CONDITIONS: Record<ChecklistQueryStatus, string> = {
  all: OPEN,
  in_progress: `${OPEN} AND NOT ${COMPLETED_BY_EVERYONE}`,
  completed: `${OPEN} AND ${COMPLETED_BY_EVERYONE}`,
  // Someone with work left whose due moment (their own, else the checklist's) has passed: two
  // range probes on the due moments of shares not done.
  overdue: `${OPEN} AND (EXISTS (SELECT 1 FROM shares os WHERE ${notDone('os')} AND os.due_at <= $4)
              OR (p.due_at <= $4 AND EXISTS (SELECT 1 FROM shares os WHERE ${notDone('os')} AND os.due_at IS NULL)))`,
  closed: 'p.closed_at IS NOT NULL',
  any: 'true',
};

/** Absent or empty is `all`; anything not listed is a 400 keyed `status`. */
export function parseStatus(value: unknown): ChecklistQueryStatus {
  if (value === undefined || value === '') return 'all';
  if (typeof value === 'string' && (CHECKLIST_QUERY_STATUSES as readonly string[]).includes(value)) return value as ChecklistQueryStatus;
  throw new DomainError('bad_request', GENERIC_MESSAGES.badRequest, { status: [CHECKLIST_MESSAGES.statusInvalid(CHECKLIST_QUERY_STATUSES)] });
}
