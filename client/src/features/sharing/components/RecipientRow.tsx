import { lazy, Suspense, useId, useState } from 'react';
import { percent, RECIPIENT_CONTROL_TEXTS as T, RECIPIENT_UI_TEXTS as R, SHARING_MESSAGES as M, type ChecklistSummary, type Share } from '@ticklist/contracts';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { DisclosureButton } from '@/components/ui/DisclosureButton';
import { formatAgo } from '@/lib/format-date';
import { formatDate } from '@/lib/format-date';
import { RecipientDelivery } from './RecipientDelivery';
import { RecipientFollowUp, type RecipientFollowUpProps } from './RecipientFollowUp';
import { RecipientPresence } from './RecipientPresence';
import { reviewStateText } from './review-state-text';
import { userText } from '@/components/ui/UserText';
import { EmailAddress } from '@/components/ui/EmailAddress';
import { Spinner } from '@/components/ui/Spinner';

// What an opened row shows (items, review, link controls, messages, activity) is its own chunk,
// fetched when the first row is opened: the dashboard's first load does not carry it (issue 44).
const RecipientDetails = lazy(() => import('./RecipientDetails'));
import { countedItemCount } from '@/lib/counted-items';

/**
 * One recipient in Shared Progress: who, whether they opened their link and are on the page now, how
 * far, the invitation's delivery, the follow-up, and, expanded, the items they did, the link control
 * and their activity timeline.
 */
export function RecipientRow({
  share,
  done,
  checklist,
  now,
  onShareChanged,
  onSharesChanged,
  announce,
  mayEdit = true,
  mayReview = true,
}: {
  share: Share;
  done: Set<string>;
  checklist: ChecklistSummary;
  /** After a removal: the screen refreshes its list. */
  onSharesChanged?: () => unknown;
  /** Issue 47: the caller may review and message (reviewer); false hides the review form. */
  mayReview?: boolean;
} & Pick<RecipientFollowUpProps, 'now' | 'onShareChanged' | 'announce' | 'mayEdit'>) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const emailId = `${listId.replace(/:/g, '')}-email`;
  const email = share.recipientUser.email;
  const total = countedItemCount(checklist.items);
  const pct = percent(done.size, total);
  return (
    <li className={share.revokedAt ? 'recipient recipient--revoked' : 'recipient'}>
      <div className="recipient__row">
        <DisclosureButton className="recipient__toggle" open={open} controls={listId} onToggle={() => setOpen((o) => !o)}>
          <span className="recipient__initial" aria-hidden="true">
            {(email[0] ?? '?').toUpperCase()}
          </span>
          <span className="recipient__who">
            <span id={emailId} className="recipient__email" {...userText}>
              <EmailAddress address={email} />
            </span>
            <span className="recipient__date">{M.sharedOn(formatDate(share.sharedAt))}</span>
            <span className="recipient__opened">{share.firstOpenedAt ? R.opened(formatAgo(share.firstOpenedAt, now)) : R.notOpenedYet}</span>
          </span>
          <span className="recipient__chevron" aria-hidden="true">
            {open ? '▴' : '▾'}
          </span>
        </DisclosureButton>
        <div className="recipient__figures">
          <span className="recipient__count">{M.completedOf(done.size, total)}</span>
          <ProgressBar value={pct} ariaLabel={email} valueText={M.completedOf(done.size, total)} className="recipient__bar" />
          <span className="recipient__pct">{pct}%</span>
        </div>
      </div>
      <p className="recipient__status">
        {share.revokedAt && <span className="badge badge--danger">{T.revokedBadge}</span>}
        {share.review && share.review.state !== 'in_progress' && (
          <span className={share.review.state === 'accepted' ? 'badge badge--success' : 'badge badge--warning'}>{reviewStateText(share.review)}</span>
        )}
        <RecipientPresence share={share} now={now} />
      </p>
      <RecipientDelivery share={share} checklistId={checklist.id} emailId={emailId} onShareChanged={onShareChanged} announce={announce} mayEdit={mayEdit} />
      <RecipientFollowUp share={share} checklist={checklist} now={now} onShareChanged={onShareChanged} announce={announce} mayEdit={mayEdit} />
      <div id={listId} className="recipient__more" hidden={!open}>
        {/* The details are made when opened, not with the dashboard (issue 44: a card's first paint stays light). */}
        {open && (
          <Suspense fallback={<Spinner />}>
            <RecipientDetails
              checklist={checklist}
              share={share}
              done={done}
              emailId={emailId}
              onShareChanged={onShareChanged}
              onSharesChanged={onSharesChanged}
              announce={announce}
              mayEdit={mayEdit}
              mayReview={mayReview}
            />
          </Suspense>
        )}
      </div>
    </li>
  );
}
