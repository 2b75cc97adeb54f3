import { Module } from '@nestjs/common';
import { RedisModule } from '../redis/redis.module';
import { RateLimitService } from './rate-limit.service';

/** Rate limits counted in Redis when REDIS_URL is set, else in process. */
@Module({ imports: [RedisModule], providers: [RateLimitService], exports: [RateLimitService] })
export class RateLimitModule {}
