import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { SessionModule } from '../auth/session/session.module';
import { ChecklistsDataModule } from '../checklists/checklists-data.module';
import { EmailLinksModule } from '../email-links/email-links.module';
import { MailModule } from '../mail/mail.module';
import { SharesModule } from '../shares/shares.module';
import { FollowUpController } from './follow-up.controller';
import { FollowUpMailService } from './follow-up-mail.service';
import { FollowUpSender } from './follow-up-sender';
import { NudgeService } from './nudge.service';
import { NudgeAllService } from './nudge-all.service';
import { OwnerShareReader } from './owner-share.reader';
import { ReminderJob } from './reminder.job';
import { ShareDueService } from './share-due.service';
import { ShareRemindersRepository } from './share-reminders.repository';
import { SchedulesDataModule } from '../schedules/schedules-data.module';

/**
 * Follow-through (issue 17): recipients' due moments, the reminder job and the owner's nudges,
 * each send recorded once in share_reminders. Emits `share.reminded`; the realtime listener pushes it.
 */
@Module({
  imports: [ClockModule, RateLimitModule, SchedulerModule, SessionModule, ChecklistsDataModule, SharesModule, MailModule, EmailLinksModule, SchedulesDataModule],
  controllers: [FollowUpController],
  providers: [ShareRemindersRepository, FollowUpMailService, FollowUpSender, OwnerShareReader, ShareDueService, NudgeService, NudgeAllService, ReminderJob],
  exports: [ShareRemindersRepository, OwnerShareReader],
})
export class FollowUpModule {}
