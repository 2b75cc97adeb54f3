import { DASHBOARD_TEXTS as D, FOLLOW_UP_MESSAGES as F, SHARING_MESSAGES as M } from '@ticklist/contracts';
import { ProgressBar } from '@/components/ui/ProgressBar';

/**
 * A shared card's one-line summary (issue 44): the overall bar, how many recipients are done, how
 * many are overdue and, once answers exist, how many have something flagged.
 */
export function ProgressSummary({ overall, done, recipients, overdue, flagged }: { overall: number; done: number; recipients: number; overdue: number; flagged: number }) {
  return (
    <div className="progress-summary">
      <ProgressBar value={overall} ariaLabel={M.overall} className="progress-summary__bar" />
      <span className="progress-summary__figures">
        <span>{D.recipientsDone(done, recipients)}</span>
        {overdue > 0 && <span className="badge badge--danger">{F.someoneOverdue(overdue)}</span>}
        {flagged > 0 && <span className="badge badge--warning">{D.flagged(flagged)}</span>}
      </span>
    </div>
  );
}
