import { Module } from '@nestjs/common';
import { ClockModule } from '../clock/clock.module';
import { RedisModule } from '../redis/redis.module';
import { RateLimitService } from './rate-limit.service';

/** Rate limits counted in Redis when REDIS_URL is set, else in process. */
@Module({ imports: [RedisModule, ClockModule], providers: [RateLimitService], exports: [RateLimitService] })
export class RateLimitModule {}
