import { Module } from '@nestjs/common';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService } from './idempotency.service';

/** Idempotent writes (the Idempotency-Key header). Imported by the modules whose routes accept it. */
@Module({ providers: [IdempotencyRepository, IdempotencyService], exports: [IdempotencyService] })
export class IdempotencyModule {}
