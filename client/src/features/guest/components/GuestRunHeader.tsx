import { RUN_UI as R, type GuestShare } from '@ticklist/contracts';
import { isPast } from '@/lib/due';
import { formatDateTime } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';

/**
 * Which run of a recurring checklist the page shows (issue 45): its moment, when it is due, and
 * its state once it is over. Nothing for a checklist without a schedule.
 */
export function GuestRunHeader({ share }: { share: GuestShare }) {
  const now = useNow();
  const run = share.run;
  if (!run) return null;
  const state = run.status === 'completed' ? (run.completedLate ? R.completedLate : R.status.completed) : run.status === 'missed' ? R.status.missed : null;
  const late = run.status === 'open' && !!run.dueAt && isPast(run.dueAt, now);
  return (
    // A status region: when the next run starts live, the new header is read out.
    <p className="runner__run" role="status">
      <span className="runner__run-when">
        <time dateTime={run.startsAt}>{R.runOf(formatDateTime(run.startsAt))}</time>
        {', '}
        {run.dueAt ? <time dateTime={run.dueAt}>{R.due(formatDateTime(run.dueAt))}</time> : R.dueUntilNext}
      </span>
      {state && <span className={run.status === 'missed' || run.completedLate ? 'badge badge--warning' : 'badge badge--success'}>{state}</span>}
      {late && <span className="badge badge--warning">{R.late}</span>}
    </p>
  );
}
