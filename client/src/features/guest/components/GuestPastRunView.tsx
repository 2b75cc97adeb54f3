import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { GUEST_PAGE_TEXTS as G, RUN_UI as R, SHARING_MESSAGES as M } from '@ticklist/contracts';
import { ApiError, errorMessage } from '@/lib/api-client';
import { PageShell } from '@/components/ui/PageShell';
import { Spinner } from '@/components/ui/Spinner';
import { fetchGuestRun } from '../api/guest-runs';
import { GuestFailure } from './GuestFailure';
import { GuestRunHeader } from './GuestRunHeader';

/**
 * One run of a recurring checklist by its own URL (issue 45): what was done in it and the notes
 * written, read-only. The current run is worked on from the personal link.
 */
export function GuestPastRunView({ accessToken, runId }: { accessToken: string; runId: string }) {
  const query = useQuery({ queryKey: ['guest-run', accessToken, runId], queryFn: ({ signal }) => fetchGuestRun(accessToken, runId, signal) });
  const current = `/shared/${encodeURIComponent(accessToken)}`;
  if (query.isPending) {
    return (
      <PageShell title={M.loading}>
        <Spinner label={M.loading} />
      </PageShell>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 410) return <GuestFailure title={G.linkInactiveTitle} lead={query.error.message} notice={null} />;
  if (query.isError || !query.data?.share) {
    return (
      <GuestFailure title={M.unableToLoad} lead={M.somethingWentWrong} notice={null}>
        <p className="alert alert--error" role="alert">
          {errorMessage(query.error, M.loadFailed)}
        </p>
      </GuestFailure>
    );
  }
  const { share } = query.data;
  return (
    <PageShell title={share.checklist.title}>
      <article className="card stack-sm past-run">
        <h1>{share.checklist.title}</h1>
        <GuestRunHeader share={share} />
        <p className="alert alert--info">{R.pastRunReadOnly}</p>
        <ol className="past-run__items">
          {share.checklist.items.map((item) => (
            <li key={item.id} className="past-run__item">
              <span className={item.response?.complete ? 'badge badge--success' : 'badge'}>{item.response?.complete ? R.done : R.notDone}</span> <span>{item.text}</span>
              {item.response?.notes && <p className="past-run__notes">{item.response.notes}</p>}
            </li>
          ))}
        </ol>
        <Link to={current}>{R.backToCurrentRun}</Link>
      </article>
    </PageShell>
  );
}
