import { lazy, Suspense, useId, useState } from 'react';
import { FOLLOW_UP_MESSAGES as F, type ChecklistSummary, type Share } from '@ticklist/contracts';
import { canNudge, effectiveDue, effectiveDueAt, isPast, isShareOverdue } from '@/lib/due';
import { formatDateTime, formatDayMonth, formatDueMoment } from '@/lib/format-date';

// The due date and nudge dialogs, with their requests, are made when one opens (issue 44: a row
// carries no request state of its own) and are their own chunk.
const RecipientFollowUpDialog = lazy(() => import('./RecipientFollowUpDialog'));

export interface RecipientFollowUpProps {
  share: Share;
  checklist: ChecklistSummary;
  now: number;
  onShareChanged?: (share: Share) => void;
  /** Tells the owner (live region) what just happened. */
  announce: (text: string) => void;
  /** Issue 47: the caller's role allows changing recipients (editor); false hides the controls (the server checks all the same). */
  mayEdit?: boolean;
}

/**
 * Under a recipient's row: due / overdue badges, how often they were reminded, and the owner's
 * two actions: their own due date, and a nudge while they have items left.
 */
export function RecipientFollowUp({ share, checklist, now, onShareChanged, announce, mayEdit = true }: RecipientFollowUpProps) {
  const email = share.recipientUser.email;
  const [dialog, setDialog] = useState<'due' | 'nudge' | null>(null);
  const nextId = `next-nudge-${useId().replace(/:/g, '')}`;
  const dueAt = effectiveDueAt(share, checklist);
  const due = effectiveDue(share, checklist);
  const overdue = isShareOverdue(share, checklist, now);
  // Offer only what can work (issue 44): a nudge is a mail, so none for a revoked link or a closed
  // checklist (the row's badge and the card say why).
  const pending = canNudge(share, checklist);
  const nextNudgeAt = share.nextNudgeAt && !isPast(share.nextNudgeAt, now) ? share.nextNudgeAt : null;
  const reminded = share.remindersSent ?? 0;

  return (
    <div className="recipient__follow">
      {(dueAt || reminded > 0) && (
        <p className="recipient__badges">
          {overdue && <span className="badge badge--danger">{F.overdueBadge}</span>}
          {dueAt && (
            <span className="badge">
              <time dateTime={dueAt}>{F.dueBadge(formatDueMoment(dueAt, due?.timeZone))}</time>
              {share.dueAt && <span className="recipient__own"> · {F.ownDueAt}</span>}
            </span>
          )}
          {reminded > 0 && share.lastRemindedAt && (
            <span className="recipient__reminded">{F.remindedSummary(reminded, formatDayMonth(share.lastRemindedAt))}</span>
          )}
        </p>
      )}
      {mayEdit && (
        <div className="recipient__actions">
          {/* Named with the recipient (issue 44): every row has these two buttons. */}
          <button type="button" className="btn btn--small" aria-label={F.recipientDueAtLabel(email)} onClick={() => setDialog('due')}>
            {F.editRecipientDueAt}
          </button>
          {pending && (
            // aria-disabled, not disabled: the button keeps focus after its own nudge (the dialog
            // returns focus to it) and still says, through its description, when the next is possible.
            <button
              type="button"
              className="btn btn--small"
              aria-label={F.nudgeRecipient(email)}
              aria-disabled={nextNudgeAt ? true : undefined}
              aria-describedby={nextNudgeAt ? nextId : undefined}
              onClick={() => !nextNudgeAt && setDialog('nudge')}
            >
              {F.nudge}
            </button>
          )}
          {pending && nextNudgeAt && (
            <span id={nextId} className="hint recipient__next">
              {F.nextNudgeAt(formatDateTime(nextNudgeAt))}
            </span>
          )}
        </div>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <RecipientFollowUpDialog
            dialog={dialog}
            share={share}
            checklistId={checklist.id}
            onShareChanged={onShareChanged}
            announce={announce}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
