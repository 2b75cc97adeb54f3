import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { GUEST_PAST_RUNS, RUN_UI as R, type GuestPastRun, type GuestShare } from '@ticklist/contracts';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { fetchGuestRuns } from '../api/guest-runs';

const stateOf = (run: GuestPastRun) => (run.status === 'completed' && run.completedLate ? R.completedLate : R.status[run.status]);

/**
 * A recurring checklist's past runs on the guest page (issue 45): the latest ones the view carries,
 * then older pages from the runs route; each opens its own read-only page. Nothing without a schedule.
 */
export function GuestPastRuns({ accessToken, share }: { accessToken: string; share: GuestShare }) {
  const headingId = useId();
  const [more, setMore] = useState<{ runs: GuestPastRun[]; cursor: string | null; done: boolean }>({ runs: [], cursor: null, done: false });
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!share.run) return null;
  const first = share.pastRuns ?? [];
  const seen = new Set(first.map((r) => r.id));
  const runs = [...first, ...more.runs.filter((r) => !seen.has(r.id))];

  const loadMore = async () => {
    setLoading(true);
    setFailure(null);
    try {
      const page = await fetchGuestRuns(accessToken, more.cursor);
      setMore((prev) => ({ runs: [...prev.runs, ...page.runs], cursor: page.nextCursor, done: page.nextCursor === null }));
    } catch (error) {
      setFailure(errorMessage(error, R.loadMoreRuns));
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className="card stack-sm past-runs" aria-labelledby={headingId}>
      <h2 id={headingId}>{R.pastRunsHeading}</h2>
      {runs.length === 0 ? (
        <p className="hint">{R.noPastRuns}</p>
      ) : (
        <ul className="past-runs__list">
          {runs.map((run) => (
            <li key={run.id} className="past-runs__run">
              <Link to={run.url}>
                <time dateTime={run.startsAt}>{formatDateTime(run.startsAt)}</time>
              </Link>
              <span className={run.status === 'completed' && !run.completedLate ? 'badge badge--success' : run.status === 'open' ? 'badge badge--primary' : 'badge badge--warning'}>{stateOf(run)}</span>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      {first.length >= GUEST_PAST_RUNS && !more.done && (
        <button type="button" className="btn" onClick={() => void loadMore()} disabled={loading}>
          {loading ? R.loadingRuns : R.loadMoreRuns}
        </button>
      )}
    </section>
  );
}
