import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { SessionModule } from '../auth/session/session.module';
import { ResponsesModule } from '../responses/responses.module';
import { SharesModule } from '../shares/shares.module';
import { ChecklistReadService } from './checklist-read.service';
import { ChecklistWriteService } from './checklist-write.service';
import { ChecklistsDataModule } from './checklists-data.module';
import { ChecklistsController } from './checklists.controller';

/** Owners' checklists: create, the paged dashboard list, the edit view and updates. */
@Module({
  imports: [ClockModule, IdempotencyModule, SessionModule, ChecklistsDataModule, SharesModule, ResponsesModule],
  controllers: [ChecklistsController],
  providers: [ChecklistReadService, ChecklistWriteService],
})
export class ChecklistsModule {}
