import { FOLLOW_UP_MESSAGES as F } from '@ticklist/contracts';
import type { ChecklistsFilter } from '../api/get-checklists';

const OPTIONS: { value: ChecklistsFilter; label: string }[] = [
  { value: 'all', label: F.filterAll },
  { value: 'overdue', label: F.filterOverdue },
];

/** All checklists, or only those with someone overdue: two toggle buttons, the pressed one is shown. */
export function ChecklistFilter({ value, onChange }: { value: ChecklistsFilter; onChange: (next: ChecklistsFilter) => void }) {
  return (
    <div className="list-filter" role="group" aria-label={F.filterLabel}>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="btn btn--small list-filter__option"
          aria-pressed={value === option.value}
          onClick={() => value !== option.value && onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
