import { SHARE_JOB_TEXTS as J, type ShareJob, type ShareJobReason } from '@ticklist/contracts';
import { handled, useShareJob } from '../api/share-job';

const REASONS: ShareJobReason[] = ['invalid', 'own_address', 'duplicate', 'revoked'];

/**
 * A share job's progress, then its summary (shared, skipped, refused, and why), in a polite live
 * region so a screen reader hears each step and the end. Kept current by `share:job`.
 */
export function ShareJobProgress({ checklistId, started }: { checklistId: string; started: ShareJob }) {
  const { data } = useShareJob(checklistId, started);
  const job = data ?? started;
  const done = job.status === 'done';
  const reasons = REASONS.filter((r) => job.reasons[r] > 0);
  return (
    <div className="share-job" role="status" aria-live="polite">
      <p className="share-panel__msg">
        <strong>{done ? J.finished : J.started(job.total)}</strong>
      </p>
      {!done && (
        <>
          <progress className="share-job__bar" max={job.total} value={handled(job)} aria-hidden="true" />
          <p className="share-panel__msg">{J.progress(handled(job), job.total)}</p>
        </>
      )}
      {done && (
        <>
          <p className="share-panel__msg">{J.summary(job.sent, job.skipped, job.refused)}</p>
          {reasons.length > 0 && (
            <ul className="share-panel__list">
              {reasons.map((r) => (
                <li key={r}>{J.reasons[r](job.reasons[r])}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
