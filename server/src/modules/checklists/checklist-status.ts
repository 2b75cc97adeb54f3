import { CHECKLIST_MESSAGES, CHECKLIST_QUERY_STATUSES, GENERIC_MESSAGES, type ChecklistQueryStatus } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';

const OPEN = 'p.closed_at IS NULL';

/**
 * Whether checklist `p` has a share (aliased `alias`) meeting `condition`: one probe of a shares index
 * (by the maintained state, migration ShareProgressFigures), null when none. A scalar subquery with
 * LIMIT 1 rather than EXISTS: PostgreSQL turned EXISTS into a hashed subplan reading every share of
 * every owner, so a page's cost grew with the whole table (bench/RESULTS.md, "scale").
 */
const aShare = (alias: string, condition = '') => `(SELECT true FROM shares ${alias} WHERE ${alias}.checklist_id = p.id${condition} LIMIT 1)`;
const notDone = (alias: string, condition = '') => aShare(alias, ` AND ${alias}.progress_state IN ('in_progress', 'not_opened')${condition}`);

/** Shared with at least one recipient, and every recipient has done every item. */
const COMPLETED_BY_EVERYONE = `(${aShare('cs')} IS NOT NULL AND ${notDone('cs')} IS NULL)`;
const NOT_COMPLETED_BY_EVERYONE = `(${aShare('cs')} IS NULL OR ${notDone('cs')} IS NOT NULL)`;

/**
 * `GET /api/checklist?status=`: which checklists a page lists. Each status is one SQL condition on
 * the checklists row aliased `p`; one that needs the time reads it as `$4` (the app's clock).
 * Every status but `closed` and `any` lists open checklists only. Each reads the shares' maintained
 * states, so a checklist costs a probe or two of one index whatever its audience.
 */
export const STATUS_CONDITIONS: Record<ChecklistQueryStatus, string> = {
  all: OPEN,
  in_progress: `${OPEN} AND ${NOT_COMPLETED_BY_EVERYONE}`,
  completed: `${OPEN} AND ${COMPLETED_BY_EVERYONE}`,
  // Someone with work left whose due moment (their own, else the checklist's) has passed: two
  // range probes on the due moments of shares not done.
  overdue: `${OPEN} AND (${notDone('os', ' AND os.due_at <= $4')} IS NOT NULL
              OR (p.due_at <= $4 AND ${notDone('os', ' AND os.due_at IS NULL')} IS NOT NULL))`,
  closed: 'p.closed_at IS NOT NULL',
  any: 'true',
};

/** Absent or empty is `all`; anything not listed is a 400 keyed `status`. */
export function parseStatus(value: unknown): ChecklistQueryStatus {
  if (value === undefined || value === '') return 'all';
  if (typeof value === 'string' && (CHECKLIST_QUERY_STATUSES as readonly string[]).includes(value)) return value as ChecklistQueryStatus;
  throw new DomainError('bad_request', GENERIC_MESSAGES.badRequest, { status: [CHECKLIST_MESSAGES.statusInvalid(CHECKLIST_QUERY_STATUSES)] });
}
