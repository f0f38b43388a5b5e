import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type Limiter, createMemoryLimiter, createRedisLimiter } from './limiter.js';
import { sourceOf } from './limits.js';

const hour = 60 * 60_000;
const topOfHour = Date.UTC(2026, 10, 21, 3, 0, 0);

/** The same behaviour from both limiters; the Redis one runs where CI has Redis (with TEST_DATABASE_URL). */
function slidingWindowRules(make: () => Limiter) {
  it('counts a hit for exactly its window: five at 02:55-02:59 still count at 03:01', async () => {
    const limiter = make();
    for (let i = 0; i < 5; i++) expect((await limiter.hit('k', 5, hour, topOfHour - (5 - i) * 60_000)).allowed).toBe(true);
    const across = await limiter.hit('k', 5, hour, topOfHour + 60_000);
    expect(across).toMatchObject({ allowed: false, count: 5 });
    // The oldest (02:55) leaves at 03:55.
    expect(across.retryAfterMs).toBe(54 * 60_000);
    expect((await limiter.hit('k', 5, hour, topOfHour + 55 * 60_000 - 1)).allowed).toBe(false);
    expect((await limiter.hit('k', 5, hour, topOfHour + 55 * 60_000)).allowed).toBe(true);
  });

  it('does not record a refused hit, peeks without counting, and resets', async () => {
    const limiter = make();
    await limiter.hit('r', 2, 60_000, 0);
    await limiter.hit('r', 2, 60_000, 1_000);
    for (let i = 0; i < 10; i++) expect((await limiter.hit('r', 2, 60_000, 2_000 + i)).allowed).toBe(false);
    expect(await limiter.peek('r', 60_000, 30_000)).toBe(2);
    // Hammering did not push the window out: the first slot frees at 60 s.
    expect((await limiter.hit('r', 2, 60_000, 60_000)).allowed).toBe(true);
    await limiter.reset('r');
    expect(await limiter.peek('r', 60_000, 60_001)).toBe(0);
  });

  it('hits in turn and stops at the first refused, spending nothing after it', async () => {
    const limiter = make();
    const nonce = { key: 'nonce', limit: 1, windowMs: 60_000 };
    const rate = { key: 'rate', limit: 2, windowMs: 1000 };
    expect(await limiter.hitInTurn([nonce, rate], 0)).toEqual([
      { allowed: true, count: 1, retryAfterMs: 0 },
      { allowed: true, count: 1, retryAfterMs: 0 },
    ]);
    // The nonce again: refused, and the rate is not hit.
    expect(await limiter.hitInTurn([nonce, rate], 10)).toEqual([{ allowed: false, count: 1, retryAfterMs: 59_990 }]);
    expect(await limiter.peek('rate', 1000, 10)).toBe(1);
    const fresh = (n: number) => ({ ...nonce, key: `nonce-${n}` });
    expect((await limiter.hitInTurn([fresh(1), rate], 20))[1]).toEqual({ allowed: true, count: 2, retryAfterMs: 0 });
    // The rate refused: the fresh nonce is spent all the same (it came first).
    expect((await limiter.hitInTurn([fresh(2), rate], 30))[1]).toEqual({ allowed: false, count: 2, retryAfterMs: 970 });
    expect(await limiter.peek('nonce-2', 60_000, 30)).toBe(1);
  });
}

describe('the in-memory limiter', () => slidingWindowRules(createMemoryLimiter));

describe.runIf(process.env.TEST_DATABASE_URL)('the Redis limiter', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = `test-limit-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
  let n = 0;
  slidingWindowRules(() => {
    // Each case its own prefix; close() would quit the shared connection, so it is not called.
    n += 1;
    return createRedisLimiter(redis, `${prefix}${n}:`);
  });
});

describe('the in-memory limiter at many keys', () => {
  it('drops ended keys a few per hit, never walking every key, and keeps live ones counted', async () => {
    const limiter = createMemoryLimiter();
    const keys = 300_000;
    // A hundred new keys a millisecond for three seconds, each counted for a minute.
    for (let i = 0; i < keys; i++) await limiter.hit(`nonce:${i}`, 1, 60_000, Math.floor(i / 100));
    // Still inside their windows: nothing is dropped, and nothing was looked at.
    expect(limiter.size()).toBe(keys);
    expect(limiter.sweptKeys()).toBe(0);
    expect((await limiter.hit('nonce:299999', 1, 60_000, 2999 + 59_999)).allowed).toBe(false);
    const before = limiter.sweptKeys();
    // By 100 s every one of them has ended; each later hit looks at no more than eight.
    const later = 100_000;
    for (let i = 0; i < 1000; i++) await limiter.hit(`late:${i}`, 5, 60_000, later + i);
    expect(limiter.sweptKeys() - before).toBeLessThanOrEqual(8 * 1000);
    expect(limiter.sweptKeys() - before).toBeGreaterThan(1000);
    expect(limiter.size()).toBe(keys + 1000 - limiter.sweptKeys());
    // Hits keep draining them until only the live keys remain.
    for (let i = 0; i < keys / 4; i++) await limiter.hit('steady', 1_000_000, 60_000, later + 1000);
    expect(limiter.size()).toBe(1001);
    expect(await limiter.peek('late:0', 60_000, later + 1000)).toBe(1);
  });
});

describe('sources', () => {
  it('are an IPv4 address, or the /64 of an IPv6 one', () => {
    expect(sourceOf('203.0.113.9')).toBe('203.0.113.9');
    expect(sourceOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(sourceOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
  });
});
