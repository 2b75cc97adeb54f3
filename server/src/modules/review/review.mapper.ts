import type { ShareReview } from '@ticklist/contracts';
import type { ReviewRow } from './share-reviews.repository';

/** The review as the API shows it: exactly the contract's fields. */
export function toShareReview(row: Pick<ReviewRow, 'state' | 'rounds' | 'items'>): ShareReview {
  return {
    state: row.state,
    rounds: Number(row.rounds),
    items: (row.items ?? []).map((item) => ({ itemId: item.itemId, decision: item.decision ?? null, reason: item.reason ?? null })),
  };
}
