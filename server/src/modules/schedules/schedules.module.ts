import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { SessionModule } from '../auth/session/session.module';
import { ChecklistsDataModule } from '../checklists/checklists-data.module';
import { EmailLinksModule } from '../email-links/email-links.module';
import { MailModule } from '../mail/mail.module';
import { SharesModule } from '../shares/shares.module';
import { RunHistoryController } from './run-history.controller';
import { RunHistoryRepository } from './run-history.repository';
import { RunHistoryService } from './run-history.service';
import { RunMailRepository } from './run-mail.repository';
import { RunMailService } from './run-mail.service';
import { RunStarterJob } from './run-starter.job';
import { RunWebhooks } from './run-webhooks';
import { RunsRepository } from './runs.repository';
import { ScheduleControlService } from './schedule-control.service';
import { SchedulesController } from './schedules.controller';
import { SchedulesDataModule } from './schedules-data.module';

/** Recurring runs (issue 45): the schedule routes, and the job that starts each occurrence's runs and mails them. */
@Module({
  imports: [ClockModule, SchedulerModule, SessionModule, ChecklistsDataModule, SchedulesDataModule, MailModule, EmailLinksModule, SharesModule],
  controllers: [SchedulesController, RunHistoryController],
  providers: [ScheduleControlService, RunHistoryRepository, RunHistoryService, RunsRepository, RunMailRepository, RunMailService, RunWebhooks, RunStarterJob],
})
export class SchedulesModule {}
