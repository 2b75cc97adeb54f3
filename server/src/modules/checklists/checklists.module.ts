import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { SessionModule } from '../auth/session/session.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { ResponsesModule } from '../responses/responses.module';
import { SharesModule } from '../shares/shares.module';
import { WebhookOutboxModule } from '../webhooks/webhook-outbox.module';
import { ChecklistLifecycleController } from './checklist-lifecycle.controller';
import { ChecklistLifecycleService } from './checklist-lifecycle.service';
import { ChecklistReadService } from './checklist-read.service';
import { ChecklistWriteService } from './checklist-write.service';
import { ChecklistsDataModule } from './checklists-data.module';
import { ChecklistsController } from './checklists.controller';
import { SchedulesDataModule } from '../schedules/schedules-data.module';
import { FilesDataModule } from '../files/files-data.module';

/** Owners' checklists: create, the paged dashboard list, the edit view, updates, close, duplicate and delete. */
@Module({
  imports: [ClockModule, IdempotencyModule, SessionModule, ChecklistsDataModule, SharesModule, ResponsesModule, UsersModule, MailModule, WebhookOutboxModule, SchedulesDataModule, FilesDataModule],
  controllers: [ChecklistsController, ChecklistLifecycleController],
  providers: [ChecklistReadService, ChecklistWriteService, ChecklistLifecycleService],
  // The realtime gateway answers a subscribe with the checklist's progress as these routes read it.
  exports: [ChecklistReadService],
})
export class ChecklistsModule {}
