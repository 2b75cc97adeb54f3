import { CHECKLIST_STATUSES, FOLLOW_UP_MESSAGES as F, WORKFLOW_MESSAGES as W, type ChecklistStatus } from '@ticklist/contracts';

/** Which checklists are listed: all (closed ones aside), in progress, completed, overdue, closed. Toggle buttons, the pressed one is shown. */
export function ChecklistFilter({ value, onChange }: { value: ChecklistStatus; onChange: (next: ChecklistStatus) => void }) {
  return (
    <div className="list-filter" role="group" aria-label={F.filterLabel}>
      {CHECKLIST_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          className="btn btn--small list-filter__option"
          aria-pressed={value === status}
          onClick={() => value !== status && onChange(status)}
        >
          {W.filters[status]}
        </button>
      ))}
    </div>
  );
}
