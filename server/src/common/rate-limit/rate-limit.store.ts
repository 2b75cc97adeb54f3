import type Redis from 'ioredis';

export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Fixed-window counters, and stamps (a moment kept for a while under a key). */
export interface RateLimitStore {
  /** Adds `by` (default 1, negative to give back) to the window's count. */
  hit(key: string, windowMs: number, by?: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  /** Keeps `atMs` under `key` for `ttlMs`, replacing what was there. */
  stamp(key: string, atMs: number, ttlMs: number): Promise<void>;
  /** The moment kept under `key`, or null when none is (or it expired). */
  stampOf(key: string): Promise<number | null>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly stamps = new Map<string, { at: number; expiresAt: number }>();
  private lastSweep = Date.now();

  async hit(key: string, windowMs: number, by = 1): Promise<WindowCount> {
    const now = Date.now();
    this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += by;
    return { count: w.count, resetInMs: w.resetAt - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = Date.now();
    const w = this.windows.get(key);
    return !w || w.resetAt <= now ? { count: 0, resetInMs: 0 } : { count: w.count, resetInMs: w.resetAt - now };
  }

  async stamp(key: string, atMs: number, ttlMs: number): Promise<void> {
    const now = Date.now();
    this.sweep(now);
    this.stamps.set(key, { at: atMs, expiresAt: now + ttlMs });
  }

  async stampOf(key: string): Promise<number | null> {
    const s = this.stamps.get(key);
    return s && s.expiresAt > Date.now() ? s.at : null;
  }

  /** Drops expired windows and stamps now and then so the maps cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    for (const [k, s] of this.stamps) if (s.expiresAt <= now) this.stamps.delete(k);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number, by = 1): Promise<WindowCount> {
    const k = `${this.prefix}ratelimit:${key}`;
    const result = await this.redis.multi().incrby(k, by).pexpire(k, windowMs, 'NX').pttl(k).exec();
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

  async stamp(key: string, atMs: number, ttlMs: number): Promise<void> {
    await this.redis.set(`${this.prefix}ratelimit-stamp:${key}`, String(atMs), 'PX', ttlMs);
  }

  async stampOf(key: string): Promise<number | null> {
    const value = await this.redis.get(`${this.prefix}ratelimit-stamp:${key}`);
    return value === null ? null : Number(value);
  }
}
