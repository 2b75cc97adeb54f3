import { RUN_UI as R, type ChecklistSummary } from '@ticklist/contracts';
import { formatDateTime } from '@/lib/format-date';

/**
 * A recurring checklist's rhythm on its card (issue 45): the schedule in words and when the next
 * run starts (or that it is paused). The card's progress is the current run's. Nothing without a schedule.
 */
export function ChecklistRunLine({ checklist }: { checklist: Pick<ChecklistSummary, 'schedule' | 'nextRunAt'> }) {
  const { schedule, nextRunAt } = checklist;
  if (!schedule) return null;
  return (
    <p className="checklist-card__meta checklist-card__run">
      <span>{schedule.description}</span>
      {schedule.paused ? (
        <span className="badge badge--warning">{R.paused}</span>
      ) : (
        nextRunAt && <time dateTime={nextRunAt}>{R.nextRun(formatDateTime(nextRunAt))}</time>
      )}
    </p>
  );
}
