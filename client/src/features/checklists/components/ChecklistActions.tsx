import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { GENERIC_MESSAGES as G, WORKFLOW_MESSAGES as W, WORKSPACE_UI as U, type ChecklistSummary } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DisclosureButton } from '@/components/ui/DisclosureButton';
import { errorMessage } from '@/lib/api-client';
import { useSetChecklistClosed } from '../api/close-checklist';
import { useDeleteChecklist } from '../api/delete-checklist';
import { useDuplicateChecklist } from '../api/duplicate-checklist';
import { downloadResults } from '../api/export-results';
import { MoveChecklistDialog, type MoveTarget } from './MoveChecklistDialog';

type Confirming = 'close' | 'delete' | 'move' | null;
type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * A card's workflow actions behind "More actions": duplicate (opens the copy in the editor),
 * save as template (given by the route: templates are another feature), close / reopen,
 * delete, export results (CSV) and print results.
 */
export function ChecklistActions({
  checklist,
  onSaveAsTemplate,
  onDeleted,
  onClosed,
  canEdit = true,
  canExport = true,
  moveTargets = [],
  onMoved,
}: {
  checklist: ChecklistSummary;
  onSaveAsTemplate: () => Promise<unknown>;
  onDeleted: (title: string) => void;
  /** Closed: the route says where it went (it leaves the "Open" list, and this card with it). */
  onClosed?: (title: string) => void;
  /** The caller's role allows editing (issue 47: editor); without it only what reading allows shows. */
  canEdit?: boolean;
  /** The caller's role allows exporting results (issue 47: reviewer). */
  canExport?: boolean;
  /** Workspaces it may move to (issue 47: admin here, at least editor there); none: no Move. */
  moveTargets?: MoveTarget[];
  onMoved?: (title: string, target: MoveTarget) => void;
}) {
  const groupId = useId().replace(/:/g, '');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const duplicate = useDuplicateChecklist();
  const closing = useSetChecklistClosed(checklist.id);
  const remove = useDeleteChecklist();
  const closed = !!checklist.closedAt;
  const failed = (error: unknown) => errorMessage(error, W.actionFailed, G.networkError);

  /** Runs one action at a time; a failure is said under the buttons. */
  const run = async (action: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      if (success) setNotice({ tone: 'success', text: success });
    } catch (error) {
      setNotice({ tone: 'error', text: failed(error) });
    } finally {
      setBusy(false);
    }
  };

  const recipients = checklist.shares?.length ?? 0;

  return (
    <div className="stack-sm">
      <DisclosureButton className="btn btn--small btn--ghost" open={open} controls={open ? groupId : undefined} onToggle={() => setOpen(!open)}>
        {W.moreActions}
      </DisclosureButton>
      {open && (
        <div id={groupId} className="checklist-card__actions" role="group" aria-label={`${W.moreActions}: ${checklist.title}`}>
          {canEdit && (
            <>
              <button
                type="button"
                className="btn btn--small"
                disabled={busy}
                onClick={() => void run(async () => navigate(`/dashboard/edit/${(await duplicate.mutateAsync(checklist.id)).id}`))}
              >
                {W.duplicate}
              </button>
              <button type="button" className="btn btn--small" disabled={busy} onClick={() => void run(onSaveAsTemplate, W.savedAsTemplate(checklist.title))}>
                {W.saveAsTemplate}
              </button>
              {closed ? (
                <button type="button" className="btn btn--small" disabled={busy} onClick={() => void run(() => closing.mutateAsync(false))}>
                  {W.reopen}
                </button>
              ) : (
                <button type="button" className="btn btn--small" disabled={busy} onClick={() => setConfirming('close')}>
                  {W.closeChecklist}
                </button>
              )}
            </>
          )}
          {canExport && (
            <button type="button" className="btn btn--small" disabled={busy} onClick={() => void run(() => downloadResults(checklist.id, checklist.title))}>
              {W.exportResults}
            </button>
          )}
          <Link className="btn btn--small" to={`/dashboard/results/${checklist.id}`}>
            {W.printResults}
          </Link>
          {moveTargets.length > 0 && (
            <button type="button" className="btn btn--small" disabled={busy} onClick={() => setConfirming('move')}>
              {U.moveTo}
            </button>
          )}
          {canEdit && (
            <button type="button" className="btn btn--small btn--danger" disabled={busy} onClick={() => setConfirming('delete')}>
              {W.deleteChecklist}
            </button>
          )}
        </div>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {confirming === 'close' && (
        <ConfirmDialog
          title={W.closeChecklist}
          message={W.closeConfirm}
          confirmLabel={W.closeChecklist}
          busyLabel={W.working}
          cancelLabel={W.cancel}
          tone="primary"
          onConfirm={async () => {
            await closing.mutateAsync(true);
            onClosed?.(checklist.title);
          }}
          failureMessage={failed}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'move' && (
        <MoveChecklistDialog
          checklistId={checklist.id}
          targets={moveTargets}
          onMoved={(target) => onMoved?.(checklist.title, target)}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'delete' && (
        <ConfirmDialog
          title={W.deleteChecklist}
          message={W.deleteConfirm(checklist.items.length, recipients)}
          confirmLabel={W.deleteChecklist}
          busyLabel={W.deleting}
          cancelLabel={W.cancel}
          onConfirm={async () => {
            await remove.mutateAsync(checklist.id);
            onDeleted(checklist.title);
          }}
          failureMessage={failed}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
