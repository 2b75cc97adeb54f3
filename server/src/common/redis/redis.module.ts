import { Module, OnApplicationShutdown, Inject, Logger } from '@nestjs/common';
import Redis, { type RedisOptions } from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.token';

export const REDIS = Symbol('REDIS');

/** Makes an ioredis client that fails fast while Redis is down instead of queueing forever. */
export function createRedisClient(url: string, name: string, overrides: RedisOptions = {}): Redis {
  const logger = new Logger('Redis');
  const client = new Redis(url, {
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    ...overrides,
  });
  let down = false;
  client.on('error', (e) => {
    if (!down) logger.warn(`${name}: ${e.message}`);
    down = true;
  });
  client.on('ready', () => {
    if (down) logger.log(`${name}: connected again`);
    down = false;
  });
  return client;
}

/** One shared command client when REDIS_URL is set, else null (in-process fallbacks). */
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.redisUrl ? createRedisClient(config.redisUrl, 'commands') : null),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}
  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
