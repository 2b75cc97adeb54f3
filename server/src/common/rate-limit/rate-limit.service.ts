import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { GENERIC_MESSAGES } from '@ticklist/contracts';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { CLOCK, type Clock } from '../clock/clock';
import { DomainError } from '../domain-error';
import { REDIS } from '../redis/redis.module';
import { noteRateLimitWindow } from './rate-limit-headers';
import type { RateLimitPolicy, RespitePolicy } from './rate-limit.policies';
import { MemoryRateLimitStore, RateLimitStore, RedisRateLimitStore, WindowCount } from './rate-limit.store';

/**
 * Counts requests per policy and key; over the limit it throws a 429 with Retry-After.
 * Counters live in Redis when REDIS_URL is set and fall back to memory while it is down.
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger('RateLimit');
  private readonly memory = new MemoryRateLimitStore();
  private readonly redisStore: RateLimitStore | null;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.redisStore = redis ? new RedisRateLimitStore(redis, config.redisKeyPrefix) : null;
    if (!config.rateLimit) this.logger.warn('RATE_LIMIT=off: every rate limit is disabled');
  }

  /** Counts one request and throws if it goes over the limit. */
  async consume(policy: RateLimitPolicy, key: string): Promise<void> {
    if (!this.config.rateLimit) return;
    const w = await this.run((s) => s.hit(`${policy.name}:${key}`, policy.windowMs));
    note(policy, w, w.count);
    if (w.count > policy.limit) throw tooMany(w);
  }

  /**
   * Spends `amount` of a budget (mails a day): over the limit nothing is spent and a 429 is thrown,
   * so a refused request leaves the budget as it was.
   */
  async spend(policy: RateLimitPolicy, key: string, amount: number): Promise<void> {
    if (!this.config.rateLimit || amount <= 0) return;
    const w = await this.run((s) => s.hit(`${policy.name}:${key}`, policy.windowMs, amount));
    if (w.count > policy.limit) {
      await this.run((s) => s.hit(`${policy.name}:${key}`, policy.windowMs, -amount));
      note(policy, w, w.count - amount);
      throw tooMany(w);
    }
    note(policy, w, w.count);
  }

  /**
   * Counts one request; over the limit it is still let through when none was let through for the
   * key within the policy's respite (the respite is a product rule: it reads the app's clock).
   * Otherwise the 429's Retry-After is when the next request will be let through.
   */
  async consumeWithRespite(policy: RespitePolicy, key: string): Promise<void> {
    if (!this.config.rateLimit) return;
    const now = this.clock.now().getTime();
    const passedKey = `${policy.name}-passed:${key}`;
    const w = await this.run((s) => s.hit(`${policy.name}:${key}`, policy.windowMs));
    if (w.count > policy.limit) {
      const passedAt = await this.run((s) => s.stampOf(passedKey));
      const respiteLeft = passedAt === null ? 0 : passedAt + policy.respiteMs - now;
      if (respiteLeft > 0) {
        const retry: WindowCount = { count: w.count, resetInMs: Math.min(w.resetInMs, respiteLeft) };
        note(policy, retry, w.count);
        throw tooMany(retry);
      }
    }
    note(policy, w, w.count);
    await this.run((s) => s.stamp(passedKey, now, policy.respiteMs));
  }

  /** Throws if the limit is already reached, without counting (used for failed logins). */
  async assertUnder(policy: RateLimitPolicy, key: string): Promise<void> {
    if (!this.config.rateLimit) return;
    const w = await this.run((s) => s.peek(`${policy.name}:${key}`));
    note(policy, w, w.count);
    if (w.count >= policy.limit) throw tooMany(w);
  }

  /** Counts one event (a failed login) without throwing. */
  async record(policy: RateLimitPolicy, key: string): Promise<void> {
    if (!this.config.rateLimit) return;
    const w = await this.run((s) => s.hit(`${policy.name}:${key}`, policy.windowMs));
    note(policy, w, w.count);
  }

  private async run<T>(op: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (this.redisStore) {
      try {
        return await op(this.redisStore);
      } catch {
        // Redis unreachable: keep limiting in-process rather than failing the request.
      }
    }
    return op(this.memory);
  }
}

const secondsUntil = (w: WindowCount, windowMs: number) => Math.max(1, Math.ceil((w.resetInMs || windowMs) / 1000));

/** The window for the RateLimit-* headers: `used` requests of `policy.limit` so far. */
function note(policy: RateLimitPolicy, w: WindowCount, used: number): void {
  noteRateLimitWindow({ limit: policy.limit, remaining: policy.limit - used, resetSeconds: secondsUntil(w, policy.windowMs) });
}

function tooMany(w: WindowCount): DomainError {
  return new DomainError('rate_limited', GENERIC_MESSAGES.tooManyRequests, undefined, Math.max(1, Math.ceil(w.resetInMs / 1000)));
}
