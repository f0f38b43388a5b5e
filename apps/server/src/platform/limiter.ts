import type { Redis } from 'ioredis';

export interface HitResult {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
}

/**
 * Fixed-window counters for throttles and lockouts. In memory for one process; in Redis when
 * REDIS_URL is set, so every server process shares the same counts.
 */
export interface Limiter {
  hit(key: string, limit: number, windowMs: number, now: number): Promise<HitResult>;
  peek(key: string, now: number): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryLimiter(): Limiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs, now) {
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      if (windows.size > 100_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      return { allowed: w.count <= limit, count: w.count, retryAfterMs: w.count <= limit ? 0 : w.resetAt - now };
    },
    async peek(key, now) {
      const w = windows.get(key);
      return w && w.resetAt > now ? w.count : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export function createRedisLimiter(redis: Redis, prefix = 'limit:'): Limiter {
  // The window is keyed by its start so an injected clock (tests) and real time both work.
  const windowKey = (key: string, windowMs: number, now: number) => `${prefix}${key}:${windowMs}:${Math.floor(now / windowMs)}`;
  return {
    async hit(key, limit, windowMs, now) {
      const k = windowKey(key, windowMs, now);
      const [[, count]] = (await redis
        .multi()
        .incr(k)
        .pexpire(k, windowMs * 2)
        .set(`${prefix}${key}:last`, k, 'PX', windowMs * 2)
        .exec()) as [[null, number]];
      const resetAt = (Math.floor(now / windowMs) + 1) * windowMs;
      return { allowed: count <= limit, count, retryAfterMs: count <= limit ? 0 : resetAt - now };
    },
    async peek(key) {
      const last = await redis.get(`${prefix}${key}:last`);
      return last ? Number((await redis.get(last)) ?? 0) : 0;
    },
    async reset(key) {
      const last = await redis.get(`${prefix}${key}:last`);
      if (last) await redis.del(last);
    },
    async close() {
      await redis.quit();
    },
  };
}
