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

/** The in-memory limiter, with what tests and the bench read of its upkeep. */
export interface MemoryLimiter extends Limiter {
  /** Keys held (those whose last window has not ended, and ended ones not yet dropped). */
  size(): number;
  /** Keys looked at by the clean-up so far, however many were held: its whole cost. */
  sweptKeys(): number;
}

/** The clean-up's time buckets: a key waits in the bucket of the second its last window ends. */
const bucketMs = 1000;
/** Ended keys dropped per hit at most, so no single hit pays for a crowd ending in the same second. */
const sweepPerHit = 8;

/**
 * Each key waits in one time bucket, that of the moment its newest hit leaves its window (a later
 * hit lists it in a later bucket, and the earlier listing is skipped); a hit looks only at the
 * oldest due buckets (a min-heap of their times) and at most `sweepPerHit` listings there. Each hit adds at most one key and drops up to eight, so ended keys never pile up,
 * and a hit costs the same at a million keys as at a thousand (it once walked every key past
 * 100,000 keys: open-API nonces reach that in half a minute).
 */
export function createMemoryLimiter(): MemoryLimiter {
  const logs = new Map<string, KeyLog>();
  // A key is listed in the bucket it was placed in; one moved on by a later hit is skipped there.
  const buckets = new Map<number, string[]>();
  const due: number[] = [];
  let swept = 0;
  const live = (log: KeyLog | undefined, windowMs: number, now: number) => {
    if (!log) return undefined;
    if (log.times.length && log.times[0]! <= now - windowMs) log.times = log.times.filter((t) => t > now - windowMs);
    return log;
  };
  const place = (key: string, bucket: number) => {
    const keys = buckets.get(bucket);
    if (keys) keys.push(key);
    else {
      buckets.set(bucket, [key]);
      heapPush(due, bucket);
    }
  };
  // Where the oldest due bucket's list has been read to (it may be left half-read by the budget).
  let cursor = 0;
  const sweep = (now: number) => {
    let budget = sweepPerHit;
    while (budget > 0 && due.length && due[0]! * bucketMs <= now) {
      const bucket = due[0]!;
      const keys = buckets.get(bucket)!;
      while (budget > 0 && cursor < keys.length) {
        const key = keys[cursor++]!;
        budget--;
        swept++;
        if (logs.get(key)?.bucket === bucket) logs.delete(key);
      }
      if (cursor < keys.length) return;
      cursor = 0;
      buckets.delete(heapPop(due)!);
    }
  };
  return {
    async hit(key, limit, windowMs, now) {
      sweep(now);
      let log = live(logs.get(key), windowMs, now);
      const count = log?.times.length ?? 0;
      if (log && count >= limit) return { allowed: false, count, retryAfterMs: log.times[count - limit]! + windowMs - now };
      if (!log) logs.set(key, (log = new KeyLog(windowMs)));
      log.times.push(now);
      log.windowMs = Math.max(windowMs, log.windowMs);
      const bucket = Math.ceil((now + log.windowMs) / bucketMs);
      if (bucket > log.bucket) {
        log.bucket = bucket;
        place(key, bucket);
      }
      return { allowed: true, count: log.times.length, retryAfterMs: 0 };
    },
    async peek(key, windowMs, now) {
      return live(logs.get(key), windowMs, now)?.times.length ?? 0;
    },
    async reset(key) {
      logs.delete(key);
    },
    async close() {
      logs.clear();
      buckets.clear();
      due.length = 0;
      cursor = 0;
    },
    size: () => logs.size,
    sweptKeys: () => swept,
  };
}

class KeyLog {
  times: number[] = [];
  /** The time bucket the key waits in (0 until its first hit places it). */
  bucket = 0;
  constructor(public windowMs: number) {}
}

function heapPush(heap: number[], value: number): void {
  let i = heap.push(value) - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (heap[parent]! <= value) break;
    heap[i] = heap[parent]!;
    i = parent;
  }
  heap[i] = value;
}

function heapPop(heap: number[]): number | undefined {
  const top = heap[0];
  const last = heap.pop()!;
  if (heap.length === 0) return top;
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    if (left >= heap.length) break;
    const child = left + 1 < heap.length && heap[left + 1]! < heap[left]! ? left + 1 : left;
    if (heap[child]! >= last) break;
    heap[i] = heap[child]!;
    i = child;
  }
  heap[i] = last;
  return top;
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
