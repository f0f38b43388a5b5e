import type { Deps } from './context.js';

/**
 * A hold is a deadline under a key. A counter's window would make a 15-minute lock last anywhere
 * up to 15 minutes; a stored deadline makes it exactly 15. The deadline is compared with
 * deps.clock, so an injected clock moves it too.
 */
export interface Holds {
  until(key: string, now: number): Promise<number | null>;
  hold(key: string, until: number, now: number): Promise<void>;
  /** Holds `key` unless it is held already (atomically); returns the deadline that was there, if any. */
  claim(key: string, until: number, now: number): Promise<number | null>;
  release(key: string): Promise<void>;
  /** Removes the hold and answers whether it was live: of two callers, only one takes it. */
  take(key: string, now: number): Promise<boolean>;
}

const memoryHolds = new WeakMap<object, Map<string, number>>();

/** KEYS[1] the hold; ARGV until, ttl ms, now. Answers 0 when claimed, else the live deadline. */
const claimScript = `
local held = tonumber(redis.call('GET', KEYS[1]) or '0') or 0
if held > tonumber(ARGV[3]) then return held end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 0`;

export function holdsOf(deps: Pick<Deps, 'redis' | 'limiter'>): Holds {
  const redis = deps.redis;
  if (redis) {
    const k = (key: string) => `hold:${key}`;
    return {
      async until(key, now) {
        const value = Number(await redis.get(k(key)));
        return value > now ? value : null;
      },
      async hold(key, until, now) {
        await redis.set(k(key), String(until), 'PX', Math.max(1, until - now));
      },
      async claim(key, until, now) {
        // One script: of two processes racing for one slot, one wins; the other reads the winner's
        // deadline. A deadline already past by the clock (one Redis has not expired yet) is free.
        const held = Number(await redis.eval(claimScript, 1, k(key), String(until), String(Math.max(1, until - now)), String(now)));
        return held > 0 ? held : null;
      },
      async release(key) {
        await redis.del(k(key));
      },
      async take(key, now) {
        const value = Number(await redis.getdel(k(key)));
        return value > now;
      },
    };
  }
  // One map per app instance (its limiter), so test apps do not share holds.
  let map = memoryHolds.get(deps.limiter);
  if (!map) memoryHolds.set(deps.limiter, (map = new Map()));
  const store = map;
  const until = (key: string, now: number) => {
    const value = store.get(key);
    if (value === undefined || value <= now) {
      store.delete(key);
      return null;
    }
    return value;
  };
  const hold = (key: string, deadline: number, now: number) => {
    store.set(key, deadline);
    // Locks of made-up names accumulate under a spray of guesses; past a size, sweep the expired.
    if (store.size > 100_000) for (const [k, v] of store) if (v <= now) store.delete(k);
  };
  return {
    async until(key, now) {
      return until(key, now);
    },
    async hold(key, deadline, now) {
      hold(key, deadline, now);
    },
    async claim(key, deadline, now) {
      const held = until(key, now);
      if (held) return held;
      hold(key, deadline, now);
      return null;
    },
    async release(key) {
      store.delete(key);
    },
    async take(key, now) {
      const live = until(key, now) !== null;
      store.delete(key);
      return live;
    },
  };
}
