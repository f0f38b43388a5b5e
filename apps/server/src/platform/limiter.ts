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
  /**
   * Hits each in turn, stopping at the first refused (those after it are not hit, so a refused first
   * hit spends none of the second's budget): as `hit` one after another, but one round trip in Redis.
   * The answer has a result for each hit made.
   */
  hitInTurn(hits: readonly LimitHit[], now: number): Promise<HitResult[]>;
  /** Hits inside the window without adding one. */
  peek(key: string, windowMs: number, now: number): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LimitHit {
  key: string;
  limit: number;
  windowMs: number;
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
 * The script takes several keys (ARGV: now, then window, limit and member for each) and stops at the
 * first refused: the open API's nonce and rate are one round trip. Sent as EVALSHA (ioredis's
 * defined command; EVAL once when Redis does not know it yet), so Redis does not hash the text per call.
 */
const hitScript = `
local now = tonumber(ARGV[1])
local answer = {}
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[3 * i - 1])
  local limit = tonumber(ARGV[3 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local edge = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    table.insert(answer, 0)
    table.insert(answer, count)
    table.insert(answer, tonumber(edge[2]) + window - now)
    return answer
  end
  redis.call('ZADD', key, now, ARGV[3 * i + 1])
  redis.call('PEXPIRE', key, window)
  table.insert(answer, 1)
  table.insert(answer, count + 1)
  table.insert(answer, 0)
end
return answer
`;

type HitCommand = (keyCount: number, ...keysThenArgs: (string | number)[]) => Promise<number[]>;

export function createRedisLimiter(redis: Redis, prefix = 'limit:'): Limiter {
  // The same name and text on a shared client: defining it again changes nothing.
  redis.defineCommand('limiterHits', { lua: hitScript });
  const hits = (redis as unknown as { limiterHits: HitCommand }).limiterHits.bind(redis);
  const run = async (list: readonly LimitHit[], now: number): Promise<HitResult[]> => {
    const keys = list.map((h) => `${prefix}${h.key}`);
    const args: (string | number)[] = [now];
    for (const h of list) args.push(h.windowMs, h.limit, `${now}:${randomBytes(6).toString('hex')}`);
    const flat = await hits(keys.length, ...keys, ...args);
    const answer: HitResult[] = [];
    for (let i = 0; i < flat.length; i += 3)
      answer.push({ allowed: flat[i] === 1, count: flat[i + 1]!, retryAfterMs: Math.max(0, flat[i + 2]!) });
    return answer;
  };
  return {
    async hit(key, limit, windowMs, now) {
      return (await run([{ key, limit, windowMs }], now))[0]!;
    },
    hitInTurn: run,
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
