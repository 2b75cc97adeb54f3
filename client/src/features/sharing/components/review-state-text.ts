import { REVIEW_UI as T, type ShareReview } from '@ticklist/contracts';

/** The review's state in words for the owner. */
export function reviewStateText(review: ShareReview): string {
  if (review.state === 'submitted') return T.waiting;
  if (review.state === 'accepted') return T.accepted;
  if (review.state === 'changes_requested') return T.changesRequested;
  return '';
}
