import { CHECKLIST_MESSAGES, CHECKLIST_QUERY_STATUSES, GENERIC_MESSAGES, type ChecklistQueryStatus } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';

const OPEN = 'p.closed_at IS NULL';

/**
 * `GET /api/checklist?status=`: which checklists a page lists. Each status is one SQL condition on
 * the checklists row aliased `p`; one that needs the time reads it as `$4` (the app's clock).
 * Every status but `closed` and `any` lists open checklists only. Each reads the figures the
 * database keeps on the checklist's row (migration ChecklistStatusFigures), and each condition is
 * word for word the predicate of its partial index there, so a page and its total read that index
 * whatever the number of checklists and their audiences.
 */
export const STATUS_CONDITIONS: Record<ChecklistQueryStatus, string> = {
  all: OPEN,
  // Not completed by everyone: not shared, or someone (revoked or not) has work left.
  in_progress: `${OPEN} AND (p.share_count = 0 OR p.open_share_count > 0)`,
  // Shared with at least one recipient, and every recipient has done every item.
  completed: `${OPEN} AND p.share_count > 0 AND p.open_share_count = 0`,
  // Someone with work left whose due moment (their own, else the checklist's) has passed; the
  // earliest such moment is kept. A revoked recipient is not overdue (issue 44).
  overdue: `${OPEN} AND p.overdue_at <= $4`,
  closed: 'p.closed_at IS NOT NULL',
  any: 'true',
};

/** Absent or empty is `all`; anything not listed is a 400 keyed `status`. */
export function parseStatus(value: unknown): ChecklistQueryStatus {
  if (value === undefined || value === '') return 'all';
  if (typeof value === 'string' && (CHECKLIST_QUERY_STATUSES as readonly string[]).includes(value)) return value as ChecklistQueryStatus;
  throw new DomainError('bad_request', GENERIC_MESSAGES.badRequest, { status: [CHECKLIST_MESSAGES.statusInvalid(CHECKLIST_QUERY_STATUSES)] });
}
