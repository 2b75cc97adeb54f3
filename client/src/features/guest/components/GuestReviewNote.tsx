import { REVIEW_UI as T, type ShareReview } from '@ticklist/contracts';

/** Where the owner's review stands, for the recipient (issue 48); nothing without a review. */
export function GuestReviewNote({ review }: { review?: ShareReview }) {
  if (!review || review.state === 'in_progress') return null;
  const text = review.state === 'submitted' ? T.guestSubmitted : review.state === 'accepted' ? T.guestAccepted : T.guestChangesRequested;
  return (
    <p className={review.state === 'accepted' ? 'alert alert--success' : 'alert alert--info'} role="status">
      {text}
    </p>
  );
}
