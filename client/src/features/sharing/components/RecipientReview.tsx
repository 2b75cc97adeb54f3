import { useId, useState } from 'react';
import { REVIEW_REASON_MAX_LENGTH, REVIEW_UI as T, type ChecklistSummary, type ReviewDecision, type Share, type ShareReview } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { userText } from '@/components/ui/UserText';
import { postShareReview } from '../api/share-review';
import { reviewStateText } from './review-state-text';

type Choice = { decision: ReviewDecision | null; reason: string };

/**
 * The owner's review of one recipient in their expanded row (issue 48): while the recipient waits,
 * each done item gets Accept or Needs rework (with a reason), then Send review; or Accept all.
 */
export function RecipientReview({ checklist, share, done, onReviewed }: { checklist: ChecklistSummary; share: Share; done: Set<string>; onReviewed: (review: ShareReview) => void }) {
  const review = share.review;
  const id = useId().replace(/:/g, '');
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [busy, setBusy] = useState<'send' | 'all' | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!review) return null;
  const waiting = review.state === 'submitted';
  const decided = new Map(review.items.map((item) => [item.itemId, item]));
  const open = checklist.items.filter((item) => done.has(item.id) && !decided.get(item.id)?.decision);
  const choose = (itemId: string, change: Partial<Choice>) => setChoices((all) => ({ ...all, [itemId]: { ...(all[itemId] ?? { decision: null, reason: '' }), ...change } }));

  async function send(acceptAll: boolean) {
    setBusy(acceptAll ? 'all' : 'send');
    setError(null);
    try {
      const items = Object.entries(choices)
        .filter(([, c]) => c.decision)
        .map(([itemId, c]) => ({ itemId, decision: c.decision!, ...(c.decision === 'rework' ? { reason: c.reason } : {}) }));
      const answer = await postShareReview(checklist.id, share.id, acceptAll ? { acceptAll: true } : { items });
      setChoices({});
      onReviewed(answer.review);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="review" aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`} className="review__title">
        {reviewStateText(review)}
      </h5>
      {review.rounds > 0 && <p className="review__rounds">{T.rounds(review.rounds)}</p>}
      {waiting && open.length > 0 && (
        <form
          className="review__form"
          onSubmit={(event) => {
            event.preventDefault();
            void send(false);
          }}
        >
          {open.map((item) => {
            const choice = choices[item.id];
            return (
              <fieldset key={item.id} className="review__item">
                <legend {...userText}>{item.text}</legend>
                <label className="review__choice">
                  <input type="radio" name={`${id}-${item.id}`} checked={choice?.decision === 'accept'} onChange={() => choose(item.id, { decision: 'accept' })} /> {T.accept}
                </label>
                <label className="review__choice">
                  <input type="radio" name={`${id}-${item.id}`} checked={choice?.decision === 'rework'} onChange={() => choose(item.id, { decision: 'rework' })} /> {T.rework}
                </label>
                {choice?.decision === 'rework' && (
                  <label className="review__reason">
                    {T.reason}
                    <textarea
                      className="input"
                      rows={2}
                      maxLength={REVIEW_REASON_MAX_LENGTH}
                      required
                      value={choice.reason}
                      onChange={(event) => choose(item.id, { reason: event.target.value })}
                    />
                  </label>
                )}
              </fieldset>
            );
          })}
          {error && <Alert>{error}</Alert>}
          <div className="review__actions">
            <BusyButton busy={busy === 'send'} label={T.send} busyLabel={T.send} disabled={busy !== null || !Object.values(choices).some((c) => c.decision)} />
            <BusyButton busy={busy === 'all'} label={T.acceptAll} busyLabel={T.acceptAll} type="button" disabled={busy !== null} onClick={() => void send(true)} />
          </div>
        </form>
      )}
    </section>
  );
}
