import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { Module } from '@nestjs/common';
import { ChecklistReadService } from './checklist-read.service';
import { ChecklistWriteService } from './checklist-write.service';
import { ChecklistsController } from './checklists.controller';

/** Owners' checklists: create, the paged dashboard list, the edit view and updates. */
@Module({
  imports: [IdempotencyModule],
  controllers: [ChecklistsController],
  providers: [ChecklistReadService, ChecklistWriteService],
  exports: [ChecklistReadService],
})
export class ChecklistsModule {}
