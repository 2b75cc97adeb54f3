import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { every } from '../../scheduler/schedule';
import { SchedulerService } from '../../scheduler/scheduler.service';
import { IdempotencyRepository } from './idempotency.repository';

const HOUR_MS = 3_600_000;

/** Idempotency keys are kept 24 h: once an hour, one replica deletes the older ones. */
@Injectable()
export class IdempotencyCleanup implements OnModuleInit {
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly keys: IdempotencyRepository,
    private readonly scheduler: SchedulerService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'idempotency-keys-expiry',
      schedule: every(HOUR_MS),
      run: async () => {
        const deleted = await this.keys.deleteExpired();
        if (deleted > 0) this.logger.log(`${deleted} expired idempotency keys deleted`);
      },
    });
  }
}
