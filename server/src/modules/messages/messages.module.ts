import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { SessionModule } from '../auth/session/session.module';
import { ChecklistsDataModule } from '../checklists/checklists-data.module';
import { EmailLinksModule } from '../email-links/email-links.module';
import { FollowUpModule } from '../follow-up/follow-up.module';
import { MailModule } from '../mail/mail.module';
import { ResponsesModule } from '../responses/responses.module';
import { SharesModule } from '../shares/shares.module';
import { GuestMessagesController } from './guest-messages.controller';
import { MessageMailJob } from './message-mail.job';
import { MessageMailService } from './message-mail.service';
import { MessageThreads } from './message-threads';
import { MessagesService } from './messages.service';
import { OwnerMessagesController } from './owner-messages.controller';
import { ShareMessagesRepository } from './share-messages.repository';

/**
 * Messages between a recipient and the owner (issue 48): both sides' routes, the mail job that
 * batches them per thread, and `share.message-posted`/`-deleted` for the realtime listener.
 */
@Module({
  imports: [ClockModule, RateLimitModule, SchedulerModule, SessionModule, ChecklistsDataModule, SharesModule, FollowUpModule, ResponsesModule, MailModule, EmailLinksModule],
  controllers: [OwnerMessagesController, GuestMessagesController],
  providers: [ShareMessagesRepository, MessageThreads, MessagesService, MessageMailService, MessageMailJob],
})
export class MessagesModule {}
