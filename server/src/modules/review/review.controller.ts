import { Body } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import type { PostReviewResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ShareInPath, type SharePath } from '../../common/share-path.decorator';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ChecklistOwner, ChecklistRole } from '../workspaces/checklist-role.decorator';
import { PostReviewDto, PostReviewResponseSchema } from './dto/review.schemas';
import { ReviewService } from './review.service';

/** The owner's review of a recipient's finished checklist (issue 48). */
@OwnerController('Review', 'checklist')
export class ReviewController {
  constructor(private readonly review: ReviewService) {}

  @Endpoint.post(':id/shares/:shareId/review', {
    operationId: 'reviewShare', summary: 'Accept a recipient\'s answers or send items back for rework', answer: PostReviewResponseSchema, errors: [400, 404, 422],
    errorsHere: { 409: 'The recipient\'s checklist is not waiting for your review (`submitted`).' },
    description:
      'Per item `accept` or `rework` (with a reason of at most 500 characters), or `acceptAll: true` for every done item not decided yet. ' +
      'An item sent back counts as not done until the recipient answers it again; they get one mail per review listing what to redo. ' +
      'Any item sent back makes the review `changes_requested` (one more round); every done item accepted makes it `accepted`. ' +
      'Pushed as `share:review`; webhooks `run.changes_requested`, `run.accepted`.',
  })
  @ApiBody({ type: PostReviewDto })
  @ChecklistRole('reviewer')
  async decide(@ChecklistOwner() owner: UserEntity, @ShareInPath() share: SharePath, @Body() body: PostReviewDto): Promise<PostReviewResponse> {
    return { review: await this.review.decide(owner.id, share.checklistId, share.shareId, body) };
  }

  @Endpoint.post(':id/shares/:shareId/review/reopen', {
    operationId: 'reopenShareReview', summary: 'Reopen a recipient\'s accepted checklist', answer: PostReviewResponseSchema, errors: [404],
    errorsHere: { 409: 'The recipient\'s checklist is not `accepted`.' },
    description:
      'The review goes back to `in_progress` with no decisions (the rounds stay): the recipient may change their answers again, and finishing submits it for review. ' +
      'The next accept issues a new completion record that supersedes the old one; the old one still verifies and says it was superseded. Pushed as `share:review`.',
  })
  @ChecklistRole('reviewer')
  async reopen(@ChecklistOwner() owner: UserEntity, @ShareInPath() share: SharePath): Promise<PostReviewResponse> {
    return { review: await this.review.reopen(owner.id, share.checklistId, share.shareId) };
  }
}
