import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHECKLIST_UI as T, DASHBOARD_TEXTS as D, WORKFLOW_MESSAGES as W, type ChecklistSummary } from '@ticklist/contracts';
import { DisclosureButton } from '@/components/ui/DisclosureButton';
import { formatDate } from '@/lib/format-date';
import { DueBadges } from './DueBadges';
import { ChecklistRunLine } from './ChecklistRunLine';
import { userText } from '@/components/ui/UserText';
import '../checklists.css';
import { countedItemCount } from '@/lib/counted-items';

/**
 * A dashboard card: title, '{n} items', description, creation date and the Preview, Edit and
 * Share actions. What Share opens and the progress under it come from the sharing feature,
 * passed in by the route as `sharePanel` and `children`.
 */
export function ChecklistCard({
  checklist,
  shareOpen,
  onToggleShare,
  sharePanel,
  actions,
  children,
  canEdit = true,
}: {
  checklist: ChecklistSummary;
  /** The caller's role allows Edit and Share (issue 47: editor); the server checks all the same. */
  canEdit?: boolean;
  shareOpen: boolean;
  onToggleShare: () => void;
  sharePanel?: ReactNode;
  /** The workflow actions (duplicate, close, delete, …) under the main ones. */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const id = useId().replace(/:/g, '');
  const titleId = `${id}-title`;
  const panelId = `${id}-share`;
  const shareButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(shareOpen);
  // The panel closed (Close, or 5 s after a sent share): the focus it held goes back to Share, not to the page (issue 44).
  useEffect(() => {
    const inPanelOrLost = !document.activeElement || document.activeElement === document.body;
    if (wasOpen.current && !shareOpen && inPanelOrLost) shareButton.current?.focus();
    wasOpen.current = shareOpen;
  }, [shareOpen]);
  return (
    <article className="card checklist-card" aria-labelledby={titleId} data-testid="checklist-card">
      <div className="checklist-card__head">
        <h3 id={titleId} className="checklist-card__title" {...userText}>
          {checklist.title}
        </h3>
        <span className="row">
          {checklist.closedAt && <span className="badge badge--warning">{W.closedBadge}</span>}
          <span className="badge badge--primary">{T.itemsCount(countedItemCount(checklist.items))}</span>
        </span>
      </div>
      {checklist.description && <p className="checklist-card__desc" {...userText}>{checklist.description}</p>}
      <p className="checklist-card__meta">
        {T.created} <time dateTime={checklist.createdAt}>{formatDate(checklist.createdAt)}</time>
      </p>
      {checklist.closedAt && <p className="checklist-card__meta">{W.closedOn(formatDate(checklist.closedAt))}</p>}
      <DueBadges checklist={checklist} withOverdue={false} />
      <ChecklistRunLine checklist={checklist} />
      <div className="checklist-card__actions" role="group" aria-label={checklist.title}>
        {/* Named with the title (issue 44): a list of cards is not a list of buttons all called "Edit". */}
        <button type="button" className="btn btn--small" aria-label={D.previewOf(checklist.title)} onClick={() => navigate(`/dashboard/preview/${checklist.id}`)}>
          {T.preview}
        </button>
        {canEdit && (
          <button type="button" className="btn btn--small" aria-label={D.editOf(checklist.title)} onClick={() => navigate(`/dashboard/edit/${checklist.id}`)}>
            {T.edit}
          </button>
        )}
        {/* A closed checklist cannot be shared (the server says 409): no Share until it is reopened. */}
        {canEdit && !checklist.closedAt && (
          <DisclosureButton ref={shareButton} className="btn btn--small btn--primary" open={shareOpen} controls={shareOpen ? panelId : undefined} onToggle={onToggleShare}>
            {T.share}
          </DisclosureButton>
        )}
      </div>
      {actions}
      {canEdit && shareOpen && !checklist.closedAt && <div id={panelId}>{sharePanel}</div>}
      {children}
    </article>
  );
}
