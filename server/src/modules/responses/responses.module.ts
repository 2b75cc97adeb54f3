import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { Module } from '@nestjs/common';
import { GuestController } from './guest.controller';
import { GuestShareService } from './guest-share.service';
import { ResponsesService } from './responses.service';
import { ShareAccessService } from './share-access.service';

/** The guest side of a share: read the shared checklist, save a response, emit response.saved. */
@Module({
  imports: [IdempotencyModule],
  controllers: [GuestController],
  providers: [ShareAccessService, GuestShareService, ResponsesService],
  exports: [ShareAccessService],
})
export class ResponsesModule {}
