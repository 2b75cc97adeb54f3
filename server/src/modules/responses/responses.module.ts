import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { ChecklistsDataModule } from '../checklists/checklists-data.module';
import { WebhookOutboxModule } from '../webhooks/webhook-outbox.module';
import { SharesModule } from '../shares/shares.module';
import { GuestController } from './guest.controller';
import { GuestRunsController } from './guest-runs.controller';
import { GuestTimeZoneController } from './guest-time-zone.controller';
import { GuestRunsService } from './guest-runs.service';
import { SchedulesDataModule } from '../schedules/schedules-data.module';
import { GuestShareService } from './guest-share.service';
import { ItemResponsesRepository } from './item-responses.repository';
import { SaveRunRepository } from './save-run.repository';
import { ResponseSaveBatcher } from './response-save-batcher';
import { ResponsesService } from './responses.service';
import { SavePathWarmUp } from './save-path-warm-up';
import { ShareAccessService } from './share-access.service';
import { AnswerResponsesRepository } from '../answers/answer-responses.repository';
import { AnswerSaveService } from '../answers/answer-save.service';
import { FilesDataModule } from '../files/files-data.module';
import { ReviewLockReader } from '../review/review-lock';

/** The guest side of a share and the item_responses table: read the shared checklist, save a response, emit response.saved. */
@Module({
  imports: [IdempotencyModule, RateLimitModule, ChecklistsDataModule, SharesModule, WebhookOutboxModule, SchedulesDataModule, FilesDataModule],
  controllers: [GuestController, GuestRunsController, GuestTimeZoneController],
  providers: [AnswerResponsesRepository, AnswerSaveService, ItemResponsesRepository, ResponseSaveBatcher, SaveRunRepository, GuestRunsService, SavePathWarmUp, ShareAccessService, GuestShareService, ResponsesService, ReviewLockReader],
  exports: [ItemResponsesRepository, ShareAccessService, ReviewLockReader],
})
export class ResponsesModule {}
