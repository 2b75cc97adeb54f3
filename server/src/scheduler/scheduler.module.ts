import { Module } from '@nestjs/common';
import { EmbeddedAutovacuumJob } from './embedded-autovacuum.job';
import { ScheduledRunsRepository } from './scheduled-runs.repository';
import { SchedulerService } from './scheduler.service';

/** Jobs run once per due moment across replicas (retention now, reminders later). */
@Module({
  providers: [ScheduledRunsRepository, SchedulerService, EmbeddedAutovacuumJob],
  exports: [SchedulerService],
})
export class SchedulerModule {}
