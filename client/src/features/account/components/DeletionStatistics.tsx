import { ACCOUNT_MESSAGES, ACCOUNT_UI, type DeletionStatistics as Statistics } from '@ticklist/contracts';
import { Spinner } from '@/components/ui/Spinner';
import type { useDeletionPreview } from '../api/deletion-preview';

const STAT_KEYS = Object.keys(ACCOUNT_UI.statisticLabels) as Array<keyof Statistics>;

/** What the deletion would remove, counted by the server: loading, a failure with "try again", or the figures. */
export function DeletionStatistics({ preview }: { preview: ReturnType<typeof useDeletionPreview> }) {
  return (
    <section aria-labelledby="delete-stats-title">
      <h4 id="delete-stats-title" className="delete-modal__subtitle">
        {ACCOUNT_UI.statisticsTitle}
      </h4>
      {preview.isPending || preview.isFetching ? (
        <Spinner label={ACCOUNT_UI.statisticsLoading} />
      ) : preview.error || !preview.data ? (
        <div role="alert" className="stack-sm">
          <p className="field-error">{ACCOUNT_MESSAGES.deletionPreviewFailed}</p>
          <button type="button" className="btn btn--small" onClick={() => preview.refetch()}>
            {ACCOUNT_UI.tryAgain}
          </button>
        </div>
      ) : (
        <dl className="delete-stats">
          {STAT_KEYS.map((key) => (
            <div key={key} className="delete-stats__row">
              <dt>{ACCOUNT_UI.statisticLabels[key]}</dt>
              <dd>{preview.data.statistics[key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
