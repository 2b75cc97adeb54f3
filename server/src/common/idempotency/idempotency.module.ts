import { Module } from '@nestjs/common';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { IdempotencyCleanup } from './idempotency-cleanup';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService } from './idempotency.service';

/** Idempotent writes (the Idempotency-Key header). Imported by the modules whose routes accept it. */
@Module({
  imports: [SchedulerModule],
  providers: [IdempotencyRepository, IdempotencyService, IdempotencyCleanup],
  exports: [IdempotencyService],
})
export class IdempotencyModule {}
