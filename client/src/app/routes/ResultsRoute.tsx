import { useParams } from 'react-router-dom';
import { RESULTS_TEXTS as R } from '@ticklist/contracts';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChecklist } from '@/features/checklists/api/get-checklist';
import { ResultsSheet } from '@/features/checklists/components/ResultsSheet';

/** /dashboard/results/{id}: a checklist's results to print or "Save as PDF". */
export default function ResultsRoute() {
  const { id = '' } = useParams();
  const query = useChecklist(id);
  useDocumentTitle(query.data ? R.pageTitle(query.data.title) : R.loading);

  if (query.isPending) return <Spinner label={R.loading} />;
  if (!query.data) {
    // Not a dead end (issue 44): an unknown or deleted checklist's results lead back to the dashboard.
    return (
      <div className="stack">
        <div className="alert alert--error" role="alert">
          {errorMessage(query.error, R.loadFailed)}
        </div>
        <div className="row">
          <ButtonLink to="/dashboard">{R.backToDashboard}</ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className="stack results-page">
      <div className="row no-print">
        <ButtonLink to="/dashboard">{R.backToDashboard}</ButtonLink>
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          {R.print}
        </button>
      </div>
      <ResultsSheet checklist={query.data} />
    </div>
  );
}
