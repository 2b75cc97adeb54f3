import { Module } from '@nestjs/common';
import { ChecklistReadService } from './checklist-read.service';
import { ChecklistWriteService } from './checklist-write.service';
import { ChecklistsController } from './checklists.controller';

/** Owners' checklists: create, the paged dashboard list, the edit view and updates. */
@Module({
  controllers: [ChecklistsController],
  providers: [ChecklistReadService, ChecklistWriteService],
  exports: [ChecklistReadService],
})
export class ChecklistsModule {}
