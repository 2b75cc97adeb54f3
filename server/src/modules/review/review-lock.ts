import { Injectable } from '@nestjs/common';
import { REVIEW_MESSAGES, type ReviewState } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';
import { SqlRepository } from '../../database/sql-repository';

/**
 * Issue 48: a share under review (`submitted`) or accepted is read-only for its recipient. The save
 * statements take this condition on the share row aliased `share`, so a refused save writes nothing.
 */
export const notLockedByReview = (share: string) =>
  `NOT EXISTS (SELECT 1 FROM share_reviews rv WHERE rv.share_id = ${share}.id AND rv.run_id IS NULL AND rv.state IN ('submitted', 'accepted'))`;

/** The 409 of a save refused because of the review's state; null when the state does not lock. */
export function lockedByReview(state: ReviewState | null | undefined): DomainError | null {
  if (state === 'submitted') return new DomainError('conflict', REVIEW_MESSAGES.submittedReadOnly);
  if (state === 'accepted') return new DomainError('conflict', REVIEW_MESSAGES.acceptedReadOnly);
  return null;
}

/** Reads the review's state of a share, to say why a save wrote nothing. */
@Injectable()
export class ReviewLockReader extends SqlRepository {
  async stateOf(shareId: string): Promise<ReviewState | null> {
    const rows: { state: ReviewState }[] = await this.db().query(`SELECT state FROM share_reviews WHERE share_id = $1 AND run_id IS NULL`, [shareId]);
    return rows[0]?.state ?? null;
  }
}
