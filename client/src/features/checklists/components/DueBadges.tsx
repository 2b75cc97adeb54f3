import { FOLLOW_UP_MESSAGES as F, type ChecklistSummary } from '@ticklist/contracts';
import { isPast, overdueCount } from '@/lib/due';
import { formatDueMoment } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';

/** A card's 'Due {date}' badge (in the zone the moment was chosen in, named; a warning once past) and, while recipients with items left are past their due moment, 'n overdue'. */
export function DueBadges({ checklist, withOverdue = true }: { checklist: ChecklistSummary; /** False where Shared Progress's summary says it (the dashboard card, issue 44). */ withOverdue?: boolean }) {
  const now = useNow();
  const overdue = withOverdue ? overdueCount(checklist, now) : 0;
  const dueAt = checklist.dueAt ?? null;
  if (!dueAt && overdue === 0) return null;
  return (
    <p className="due-badges">
      {dueAt && (
        <span className={isPast(dueAt, now) ? 'badge badge--warning' : 'badge'}>
          <time dateTime={dueAt}>{F.dueBadge(formatDueMoment(dueAt, checklist.dueTimeZone))}</time>
        </span>
      )}
      {overdue > 0 && <span className="badge badge--danger">{F.someoneOverdue(overdue)}</span>}
    </p>
  );
}
