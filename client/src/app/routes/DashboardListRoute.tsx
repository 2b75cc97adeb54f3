import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CHECKLIST_UI as T, FOLLOW_UP_MESSAGES as F, WORKFLOW_MESSAGES as W, roleIncludes } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { flattenChecklists, useChecklists, useRefreshChecklists } from '@/features/checklists/api/get-checklists';
import { ChecklistFilter } from '@/features/checklists/components/ChecklistFilter';
import { ChecklistSearch } from '@/features/checklists/components/ChecklistSearch';
import { useChecklistsFilter } from '@/features/checklists/list-filter';
import { useReplaceShare } from '@/features/checklists/live/use-share-cache';
import { GetStarted } from '@/features/checklists/components/GetStarted';
import { LiveIndicator } from '@/components/ui/LiveIndicator';
import { useLiveChecklistProgress } from '@/features/checklists/live/use-live-checklist-progress';
import { useApplyShareActivity } from '@/features/sharing/live/use-share-activity-cache';
import { useApplyShareJob } from '@/features/sharing/live/use-share-job-cache';
import { useApplyShareMessage } from '@/features/sharing/live/use-share-message-cache';
import { useCreateTemplate } from '@/features/templates/api/create-template';
import { requestValidationEmail } from '@/features/account/api/request-validation-email';
import type { ListedChecklist } from '@/features/checklists/api/listed-checklist';
import { ChecklistTable } from '@/features/checklists/dashboard/ChecklistTable';
import { DashboardCardItem, type DashboardCardHandlers } from './DashboardCardItem';
import { DashboardViewSwitch } from '@/features/checklists/dashboard/DashboardViewSwitch';
import { useDashboardView } from '@/features/checklists/dashboard/use-dashboard-view';
import { useLoadMoreShares } from '@/features/checklists/live/use-load-more-shares';
import { useProgressiveCount } from '@/features/checklists/dashboard/use-progressive-count';
import { useCurrentWorkspace, workspaceSearch } from '@/features/workspaces/use-current-workspace';
import { moveTargets } from '@/features/workspaces/move-targets';
import { useWorkspaces } from '@/features/workspaces/api/workspaces';
import '@/features/checklists/dashboard/dashboard.css';
import { noticeOf } from './dashboard-notice';

/**
 * The dashboard list: empty state, or the owner's checklists (all, or only those with someone
 * overdue) with sharing, follow-up and live progress.
 */
export default function DashboardListRoute() {
  useDocumentTitle(T.dashboardTitle);
  const navigate = useNavigate();
  const [filter, setFilter] = useChecklistsFilter();
  const list = useChecklists(filter);
  const refreshList = useRefreshChecklists();
  const replaceShare = useReplaceShare();
  const checklists: ListedChecklist[] = useMemo(() => flattenChecklists(list.data), [list.data]);
  const [view, setView] = useDashboardView();
  const loadMoreShares = useLoadMoreShares();
  const drawn = useProgressiveCount(checklists.length);
  const ids = useMemo(() => checklists.map((c) => c.id), [checklists]);
  const applyShareActivity = useApplyShareActivity();
  const applyShareJob = useApplyShareJob();
  const applyShareMessage = useApplyShareMessage();
  const { connected } = useLiveChecklistProgress(ids, applyShareActivity, applyShareJob, applyShareMessage);
  const [sharing, setSharing] = useState<Set<string>>(() => new Set());
  const saveTemplate = useCreateTemplate();
  // What just happened to a card that may have left the list (deleted, or closed out of "Open").
  // …or what the create or edit form just did ("Checklist saved"), read once from the router state.
  const location = useLocation();
  const [gone, setGone] = useState<string | null>(() => noticeOf(location.state));
  useEffect(() => {
    // Said once: a reload or Back does not say it again.
    if (noticeOf(location.state)) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);
  const filtered = filter.status !== 'all' || !!filter.q;
  // What the caller's role in this workspace allows (issue 47); the server is the real check.
  const { current: workspace, workspaces } = useCurrentWorkspace();
  const workspacesQuery = useWorkspaces();
  const canEdit = !workspace || roleIncludes(workspace.role, 'editor');
  const canExport = !workspace || roleIncludes(workspace.role, 'reviewer');
  const targets = useMemo(() => moveTargets(workspaces, workspace), [workspaces, workspace]);

  const toggleShare = useCallback(
    (id: string) =>
      setSharing((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const closeShare = useCallback(
    (id: string) =>
      setSharing((prev) => {
        if (!prev.has(id)) return prev;
        const next = new Set(prev);
        next.delete(id);
        return next;
      }),
    [],
  );

  // One handlers object while its parts stay the same (each is stable): the memoized cards do not render again for a new closure.
  const saveAsTemplate = saveTemplate.mutateAsync;
  const handlers = useMemo<DashboardCardHandlers>(
    () => ({
      toggleShare,
      closeShare,
      refreshList,
      resendVerification: async () => (await requestValidationEmail()).message,
      saveAsTemplate: (checklistId, workspaceId) => saveAsTemplate({ checklistId, workspaceId }),
      notice: setGone,
      replaceShare,
      loadMoreShares,
    }),
    [toggleShare, closeShare, refreshList, saveAsTemplate, replaceShare, loadMoreShares],
  );

  const listError = list.error ? errorMessage(list.error, T.listLoadFailed) : null;

  // The workspace switcher above the list arrives with its own request: the cards wait for it, or
  // they would all move down when it comes (issue 44: CLS).
  if (list.isPending || workspacesQuery.isPending) {
    return (
      <div className="dashboard-loading">
        <Spinner label={T.loadingChecklists} />
      </div>
    );
  }
  if (!list.data) {
    return (
      <div className="alert alert--error" role="alert">
        {listError ?? T.listLoadFailed}
      </div>
    );
  }
  if (checklists.length === 0 && !filtered) return <GetStarted />;

  return (
    <section className="stack" aria-labelledby="your-checklists">
      <div className="page-head page-head--between">
        <div className="row">
          <h2 id="your-checklists">
            {T.yourChecklists}
          </h2>
          <LiveIndicator connected={connected} />
        </div>
        {canEdit && (
          <div className="row">
            <button type="button" className="btn btn--primary" onClick={() => navigate(`/dashboard/create${workspaceSearch(filter.ws ?? null)}`)}>
              <span aria-hidden="true">+</span> {T.createChecklist}
            </button>
          </div>
        )}
      </div>

      <div className="row">
        <ChecklistSearch value={filter.q} onSearch={(q) => setFilter({ q })} />
        <ChecklistFilter value={filter.status} onChange={(status) => setFilter({ status })} />
        <DashboardViewSwitch value={view} onChange={setView} />
      </div>

      {gone && <Alert tone="success">{gone}</Alert>}
      {checklists.length === 0 && (
        <p className="alert alert--info">{filter.status === 'overdue' && !filter.q ? F.noneOverdue : W.noMatches}</p>
      )}

      {view === 'table' && checklists.length > 0 && <ChecklistTable checklists={checklists} />}
      {view === 'cards' && <ul className="checklist-cards">
        {checklists.slice(0, drawn).map((checklist) => (
          <li key={checklist.id}>
            <DashboardCardItem
              checklist={checklist}
              shareOpen={sharing.has(checklist.id)}
              canEdit={canEdit}
              canExport={canExport}
              moveTargets={targets}
              handlers={handlers}
            />
          </li>
        ))}
      </ul>}

      {listError && (
        <div className="alert alert--error" role="alert">
          {listError}
        </div>
      )}
      {list.hasNextPage && (
        <div className="center">
          <button
            type="button"
            className="btn"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? T.loadingMore : T.loadMore}
          </button>
        </div>
      )}
    </section>
  );
}
