import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export { createMemoryLimiter } from './memory-limiter.js';

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

/** The in-memory limiter, with what tests and the bench read of its upkeep. */
export interface MemoryLimiter extends Limiter {
  /** Keys held (those whose last window has not ended, and ended ones not yet dropped). */
  size(): number;
  /** Keys looked at by the clean-up so far, however many were held: its whole cost. */
  sweptKeys(): number;
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
