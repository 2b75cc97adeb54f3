import { SHARING_MESSAGES as M, type ChecklistSummary, type Share } from '@ticklist/contracts';
import { userText } from '@/components/ui/UserText';
import { RecipientActivity } from './RecipientActivity';
import { RecipientAnswer } from './RecipientAnswer';
import { useRecipientAnswers } from '../api/get-recipient-answers';
import { flaggedFirst } from '../answer-format';
import { RecipientLinkControls, type RecipientLinkControlsProps } from './RecipientLinkControls';
import { RecipientMessages } from './RecipientMessages';
import { RecipientReview } from './RecipientReview';

export interface RecipientDetailsProps extends Omit<RecipientLinkControlsProps, 'checklistId'> {
  checklist: ChecklistSummary;
  share: Share;
  done: Set<string>;
  /** Issue 47: the caller's role allows link controls (editor) and the review (reviewer); the server checks all the same. */
  mayEdit?: boolean;
  mayReview?: boolean;
}

/**
 * An opened recipient row: the items they did, the review, the link controls, the messages and
 * the activity timeline. Its own chunk, made only when a row is opened (issue 44).
 */
export default function RecipientDetails({ checklist, share, done, emailId, onShareChanged, onSharesChanged, announce, mayEdit = true, mayReview = true }: RecipientDetailsProps) {
  // Issue 46: the answers, read while the details are open (and again as progress moves), flagged first.
  const hasAnswers = checklist.items.some((i) => (i.kind ?? 'check') !== 'check');
  const answers = useRecipientAnswers(checklist.id, share.recipientUser.email, hasAnswers, `${checklist.updatedAt ?? ''}|${[...done].sort().join(',')}`);
  const flagged = new Set([...(answers?.entries() ?? [])].filter(([, r]) => r.flagged).map(([id]) => id));
  return (
    <>
      <ul className="recipient__items">
        {flaggedFirst(checklist.items, flagged).map((item) => {
          const complete = done.has(item.id);
          return (
            <li key={item.id} className="recipient__item">
              <span className={complete ? 'recipient__mark recipient__mark--done' : 'recipient__mark'} aria-hidden="true">
                {complete ? '✓' : '○'}
              </span>
              <span className="recipient__item-text" {...userText}>{item.text}</span>
              <span className={complete ? 'badge badge--success' : 'badge'}>{complete ? M.itemComplete : M.itemPending}</span>
              <RecipientAnswer item={item} response={answers?.get(item.id)} />
            </li>
          );
        })}
      </ul>
      {mayReview && <RecipientReview checklist={checklist} share={share} done={done} onReviewed={(review) => onShareChanged?.({ ...share, review })} />}
      {mayEdit && (
        <RecipientLinkControls
          checklistId={checklist.id}
          share={share}
          emailId={emailId}
          onShareChanged={onShareChanged}
          onSharesChanged={onSharesChanged}
          announce={announce}
        />
      )}
      <RecipientMessages checklist={checklist} share={share} open />
      <RecipientActivity checklistId={checklist.id} shareId={share.id} open />
    </>
  );
}
