/** Review of a recipient's finished checklist by its owner (issue 48). */
export const REVIEW_STATES = ['in_progress', 'submitted', 'changes_requested', 'accepted'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_DECISIONS = ['accept', 'rework'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Characters a "Needs rework" reason may have (code points). */
export const REVIEW_REASON_MAX_LENGTH = 500;

export interface ReviewItem {
  itemId: string;
  /** null: not decided in this round yet (an item sent back and answered again is undecided). */
  decision: ReviewDecision | null;
  /** Why it was sent back; null unless `decision` is `rework` (or it was and is answered again). */
  reason: string | null;
}

/** A share's review (`share.review`; a run's is `share.run.review`). */
export interface ShareReview {
  state: ReviewState;
  /** How many times items were sent back. */
  rounds: number;
  items: ReviewItem[];
}

export interface ReviewItemDecisionInput {
  itemId: string;
  decision: ReviewDecision;
  reason?: string | null;
}

/** `POST /api/checklist/{id}/shares/{shareId}/review`: per item, or `acceptAll` for the rest. */
export interface PostReviewRequest {
  runId?: string | null;
  items?: ReviewItemDecisionInput[];
  acceptAll?: boolean;
}

export interface PostReviewResponse {
  review: ShareReview;
}

/** `share:review`: the review changed, to the checklist's owner sockets and the share's guest sockets. */
export interface ShareReviewEvent {
  checklistId: string;
  shareId: string;
  /** The run reviewed; null for a checklist without a schedule. */
  runId: string | null;
  review: ShareReview;
}
