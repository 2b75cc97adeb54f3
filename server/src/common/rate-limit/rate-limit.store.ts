import type Redis from 'ioredis';

export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Fixed-window counters. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return { count: w.count, resetInMs: w.resetAt - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = Date.now();
    const w = this.windows.get(key);
    return !w || w.resetAt <= now ? { count: 0, resetInMs: 0 } : { count: w.count, resetInMs: w.resetAt - now };
  }

  /** Drops expired windows now and then so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const k = `${this.prefix}ratelimit:${key}`;
    const result = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    if (!result) throw new Error('redis transaction aborted');
    const count = Number(result[0]![1]);
    const ttl = Number(result[2]![1]);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<WindowCount> {
    const k = `${this.prefix}ratelimit:${key}`;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    return { count: Number(count ?? 0), resetInMs: ttl > 0 ? ttl : 0 };
  }
}
