import { Module } from '@nestjs/common';
import { ScheduledRunsRepository } from './scheduled-runs.repository';
import { SchedulerService } from './scheduler.service';

/** Jobs run once per due moment across replicas (retention now, reminders later). */
@Module({
  providers: [ScheduledRunsRepository, SchedulerService],
  exports: [SchedulerService],
})
export class SchedulerModule {}
