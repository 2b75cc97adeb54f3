import { Module } from '@nestjs/common';
import { SessionModule } from '../auth/session/session.module';
import { EmailLinksModule } from '../email-links/email-links.module';
import { FollowUpModule } from '../follow-up/follow-up.module';
import { MailModule } from '../mail/mail.module';
import { ResponsesModule } from '../responses/responses.module';
import { RecordsModule } from '../records/records.module';
import { SharesModule } from '../shares/shares.module';
import { ReviewMailService } from './review-mail.service';
import { ReviewController } from './review.controller';
import { ReviewService } from './review.service';
import { ReworkMailReader, ShareReviewsRepository } from './share-reviews.repository';

/**
 * Review (issue 48): submission when a recipient finishes a checklist under review, the owner's
 * decisions, the rework mail, and `share.reviewed` for the realtime listener.
 */
@Module({
  imports: [SessionModule, SharesModule, FollowUpModule, ResponsesModule, MailModule, EmailLinksModule, RecordsModule],
  controllers: [ReviewController],
  providers: [ShareReviewsRepository, ReworkMailReader, ReviewService, ReviewMailService],
  exports: [ShareReviewsRepository],
})
export class ReviewModule {}
