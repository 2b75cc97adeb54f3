import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { ChecklistsDataModule } from '../checklists/checklists-data.module';
import { WebhookOutboxModule } from '../webhooks/webhook-outbox.module';
import { SharesModule } from '../shares/shares.module';
import { GuestController } from './guest.controller';
import { GuestShareService } from './guest-share.service';
import { ItemResponsesRepository } from './item-responses.repository';
import { ResponseSaveBatcher } from './response-save-batcher';
import { ResponsesService } from './responses.service';
import { SavePathWarmUp } from './save-path-warm-up';
import { ShareAccessService } from './share-access.service';
import { AnswerResponsesRepository } from '../answers/answer-responses.repository';
import { AnswerSaveService } from '../answers/answer-save.service';
import { ReviewLockReader } from '../review/review-lock';

/** The guest side of a share and the item_responses table: read the shared checklist, save a response, emit response.saved. */
@Module({
  imports: [IdempotencyModule, RateLimitModule, ChecklistsDataModule, SharesModule, WebhookOutboxModule],
  controllers: [GuestController],
  providers: [AnswerResponsesRepository, AnswerSaveService, ItemResponsesRepository, ResponseSaveBatcher, SavePathWarmUp, ShareAccessService, GuestShareService, ResponsesService, ReviewLockReader],
  exports: [ItemResponsesRepository, ShareAccessService, ReviewLockReader],
})
export class ResponsesModule {}
