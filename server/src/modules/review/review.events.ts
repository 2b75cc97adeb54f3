import type { ShareReview } from '@ticklist/contracts';

/** A share's review changed (after its commit): the realtime listener pushes `share:review`. */
export const SHARE_REVIEWED = 'share.reviewed';
export interface ShareReviewedEvent {
  checklistId: string;
  shareId: string;
  runId: string | null;
  review: ShareReview;
}
