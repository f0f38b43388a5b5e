import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface HitResult {
  allowed: boolean;
  /** Hits inside the window, this one included when it was allowed. */
  count: number;
  retryAfterMs: number;
}

/**
 * Sliding-window counters for throttles and lockouts: a hit counts for exactly `windowMs` after it
 * happened, so there is no clock-hour boundary where a fresh budget starts (five sends at 02:59 are
 * still counted at 03:01). A refused hit is not recorded, so hammering a closed window does not keep
 * it closed longer. In memory for one process; in Redis when REDIS_URL is set, so every server
 * process shares the same counts. `now` comes from the caller's clock, so tests move it by hand.
 */
export interface Limiter {
  hit(key: string, limit: number, windowMs: number, now: number): Promise<HitResult>;
  /** Hits inside the window without adding one. */
  peek(key: string, windowMs: number, now: number): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryLimiter(): Limiter {
  const logs = new Map<string, { times: number[]; windowMs: number }>();
  const live = (key: string, windowMs: number, now: number) => {
    const log = logs.get(key);
    if (!log) return [];
    log.times = log.times.filter((t) => t > now - windowMs);
    return log.times;
  };
  return {
    async hit(key, limit, windowMs, now) {
      const times = live(key, windowMs, now);
      if (times.length >= limit)
        return { allowed: false, count: times.length, retryAfterMs: times[times.length - limit]! + windowMs - now };
      times.push(now);
      logs.set(key, { times, windowMs });
      // Keys of made-up names accumulate under a spray; past a size, sweep the ones whose window ended.
      if (logs.size > 100_000) for (const [k, v] of logs) if (v.times.every((t) => t <= now - v.windowMs)) logs.delete(k);
      return { allowed: true, count: times.length, retryAfterMs: 0 };
    },
    async peek(key, windowMs, now) {
      return live(key, windowMs, now).length;
    },
    async reset(key) {
      logs.delete(key);
    },
    async close() {
      logs.clear();
    },
  };
}

/**
 * One sorted set per key, scored by the hit's time: drop what left the window, count, and add the
 * hit only when it is allowed — in one Lua script, so two processes never both take the last slot.
 */
const hitScript = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count >= limit then
  local edge = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
  return {0, count, tonumber(edge[2]) + window - now}
end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return {1, count + 1, 0}
`;

export function createRedisLimiter(redis: Redis, prefix = 'limit:'): Limiter {
  return {
    async hit(key, limit, windowMs, now) {
      const member = `${now}:${randomBytes(6).toString('hex')}`;
      const [allowed, count, retryAfterMs] = (await redis.eval(hitScript, 1, `${prefix}${key}`, now, windowMs, limit, member)) as number[];
      return { allowed: allowed === 1, count: count!, retryAfterMs: Math.max(0, retryAfterMs!) };
    },
    async peek(key, windowMs, now) {
      return redis.zcount(`${prefix}${key}`, `(${now - windowMs}`, '+inf');
    },
    async reset(key) {
      await redis.del(`${prefix}${key}`);
    },
    async close() {
      await redis.quit();
    },
  };
}
