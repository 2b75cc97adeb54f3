import { CHECKLIST_MESSAGES, GENERIC_MESSAGES } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';
import { hasWorkLeft } from '../../database/sql-fragments';

/**
 * `GET /api/checklist?status=`: which checklists a page lists. Each status is one SQL condition on
 * the checklists row aliased `p`; one that needs the time reads it as `$4` (the app's clock).
 * Issue 19 adds in_progress, completed and closed here (and `all` then leaves closed ones out).
 */
export const CHECKLIST_STATUSES = ['all', 'overdue'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export interface StatusCondition {
  where: string;
  usesNow: boolean;
}

export const STATUS_CONDITIONS: Record<ChecklistStatus, StatusCondition> = {
  all: { where: 'TRUE', usesNow: false },
  // Someone with work left whose due moment (their own, else the checklist's) has passed.
  overdue: {
    where: `EXISTS (SELECT 1 FROM shares os
                     WHERE os.checklist_id = p.id AND COALESCE(os.due_at, p.due_at) <= $4 AND ${hasWorkLeft('os')})`,
    usesNow: true,
  },
};

/** Absent or empty is `all`; anything not listed is a 400 keyed `status`. */
export function parseStatus(value: unknown): ChecklistStatus {
  if (value === undefined || value === '') return 'all';
  if (typeof value === 'string' && (CHECKLIST_STATUSES as readonly string[]).includes(value)) return value as ChecklistStatus;
  throw new DomainError('bad_request', GENERIC_MESSAGES.badRequest, { status: [CHECKLIST_MESSAGES.statusInvalid(CHECKLIST_STATUSES)] });
}
