import type { Deps } from './context.js';
import { AppError } from './errors.js';

/**
 * The numbers of issue 3 §5 in one place, and the holds (lockouts) they produce. Counters use
 * deps.limiter; a hold is a deadline. Both live in Redis when REDIS_URL is set, so every server
 * process sees the same lockout and the same send budget.
 */
export const limits = {
  codeTries: 5,
  sendCooldownMs: 60_000,
  sendsPerRecipientPerHour: 5,
  sendsPerIpPerHour: 30,
  captchasPerIpPerMinute: 60,
  captchaValidityMs: 5 * 60_000,
  accountFailures: 5,
  accountFailureWindowMs: 15 * 60_000,
  accountLockMs: 15 * 60_000,
  ipFailures: 20,
  ipFailureWindowMs: 15 * 60_000,
  /** An IP that keeps failing is held for 5, 10, 20… minutes, at most a day. */
  ipHoldBaseMs: 5 * 60_000,
  ipHoldMaxMs: 24 * 60 * 60_000,
  ipHoldMemoryMs: 24 * 60 * 60_000,
  wrongOldPasswords: 5,
} as const;

const hourMs = 60 * 60_000;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * A hold is a deadline under a key. The Redis limiter counts in fixed windows, which would make a
 * 15-minute lock last anywhere from 0 to 15 minutes; a stored deadline makes it exactly 15. The
 * deadline is compared with deps.clock, so an injected clock moves it too.
 */
interface Holds {
  until(key: string, now: number): Promise<number | null>;
  hold(key: string, until: number, now: number): Promise<void>;
  release(key: string): Promise<void>;
}

const memoryHolds = new WeakMap<object, Map<string, number>>();

function holdsOf(deps: Pick<Deps, 'redis' | 'limiter'>): Holds {
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
      async release(key) {
        await redis.del(k(key));
      },
    };
  }
  // One map per app instance (its limiter), so test apps do not share holds.
  let map = memoryHolds.get(deps.limiter);
  if (!map) memoryHolds.set(deps.limiter, (map = new Map()));
  const store = map;
  return {
    async until(key, now) {
      const value = store.get(key);
      if (value === undefined || value <= now) {
        store.delete(key);
        return null;
      }
      return value;
    },
    async hold(key, until, now) {
      store.set(key, until);
      // Locks of made-up names accumulate under a spray of guesses; past a size, sweep the expired.
      if (store.size > 100_000) for (const [k, v] of store) if (v <= now) store.delete(k);
    },
    async release(key) {
      store.delete(key);
    },
  };
}

type LimitDeps = Pick<Deps, 'limiter' | 'clock' | 'redis'>;

// ---- sends ---------------------------------------------------------------------------------

/** Per-IP cap on code sends, checked before anything else about the send. */
export async function countSendFromIp(deps: LimitDeps, ip: string): Promise<void> {
  const now = deps.clock.now();
  const hit = await deps.limiter.hit(`send:ip:${ip}`, limits.sendsPerIpPerHour, hourMs, now);
  if (!hit.allowed)
    throw new AppError('rateLimited', { seconds: seconds(hit.retryAfterMs) }, null, { 'Retry-After': String(seconds(hit.retryAfterMs)) });
}

export function sendTooSoon(retryAfterMs: number): AppError {
  const s = seconds(retryAfterMs);
  return new AppError('codeSendTooSoon', { seconds: s }, { retryAfter: s }, { 'Retry-After': String(s) });
}

/** At most 5 codes an hour to one recipient, whatever they are for. */
export async function countSendToRecipient(deps: LimitDeps, recipientHash: string): Promise<void> {
  const now = deps.clock.now();
  const hit = await deps.limiter.hit(`send:to:${recipientHash}`, limits.sendsPerRecipientPerHour, hourMs, now);
  if (!hit.allowed) {
    const s = seconds(hit.retryAfterMs);
    throw new AppError('codeSendLimit', { minutes: Math.ceil(s / 60) }, { retryAfter: s }, { 'Retry-After': String(s) });
  }
}

export async function countCaptchaFromIp(deps: LimitDeps, ip: string): Promise<void> {
  const hit = await deps.limiter.hit(`captcha:ip:${ip}`, limits.captchasPerIpPerMinute, 60_000, deps.clock.now());
  if (!hit.allowed)
    throw new AppError('rateLimited', { seconds: seconds(hit.retryAfterMs) }, null, { 'Retry-After': String(seconds(hit.retryAfterMs)) });
}

// ---- sign-in failures ----------------------------------------------------------------------

/** Refuses an IP that is held for failing too often. */
export async function assertIpNotHeld(deps: LimitDeps, ip: string): Promise<void> {
  const now = deps.clock.now();
  const until = await holdsOf(deps).until(`signin:ip:${ip}`, now);
  if (until) throw new AppError('rateLimited', { seconds: seconds(until - now) }, null, { 'Retry-After': String(seconds(until - now)) });
}

/** Refuses a locked account. `accountKey` names a person, or what was typed when no one matched. */
export async function assertAccountNotLocked(deps: LimitDeps, accountKey: string): Promise<void> {
  const now = deps.clock.now();
  const until = await holdsOf(deps).until(`signin:lock:${accountKey}`, now);
  if (until) throw lockedError(until - now);
}

function lockedError(remainingMs: number): AppError {
  const s = seconds(remainingMs);
  return new AppError('accountLocked', { minutes: Math.ceil(s / 60) }, { retryAfter: s }, { 'Retry-After': String(s) });
}

/** Counts a failure from an IP; past the allowance the IP is held, longer each time within a day. */
export async function countIpFailure(deps: LimitDeps, ip: string): Promise<void> {
  const now = deps.clock.now();
  const hit = await deps.limiter.hit(`signin:ipfail:${ip}`, limits.ipFailures, limits.ipFailureWindowMs, now);
  if (hit.allowed) return;
  const level = await deps.limiter.hit(`signin:iplevel:${ip}`, Number.MAX_SAFE_INTEGER, limits.ipHoldMemoryMs, now);
  const holdMs = Math.min(limits.ipHoldBaseMs * 2 ** (level.count - 1), limits.ipHoldMaxMs);
  await holdsOf(deps).hold(`signin:ip:${ip}`, now + holdMs, now);
  await deps.limiter.reset(`signin:ipfail:${ip}`);
}

/**
 * Counts a failed sign-in against the account and the IP. Returns the error to answer: the lockout
 * when this failure locked the account, else `failure`.
 */
export async function countSignInFailure(deps: LimitDeps, input: { accountKey: string; ip: string; failure: AppError }): Promise<AppError> {
  const now = deps.clock.now();
  await countIpFailure(deps, input.ip);
  const hit = await deps.limiter.hit(`signin:fail:${input.accountKey}`, limits.accountFailures, limits.accountFailureWindowMs, now);
  if (hit.count < limits.accountFailures) return input.failure;
  await holdsOf(deps).hold(`signin:lock:${input.accountKey}`, now + limits.accountLockMs, now);
  await deps.limiter.reset(`signin:fail:${input.accountKey}`);
  return lockedError(limits.accountLockMs);
}

/** A successful sign-in or a password reset forgets the account's failures. */
export async function clearAccountFailures(deps: LimitDeps, accountKey: string): Promise<void> {
  await deps.limiter.reset(`signin:fail:${accountKey}`);
  await holdsOf(deps).release(`signin:lock:${accountKey}`);
}

/** Guessing the current password from a signed-in session is limited like a sign-in. */
export async function assertOldPasswordTriesLeft(deps: LimitDeps, userId: string): Promise<void> {
  const now = deps.clock.now();
  const until = await holdsOf(deps).until(`pass:lock:${userId}`, now);
  if (until) throw lockedError(until - now);
}

export async function countWrongOldPassword(deps: LimitDeps, userId: string, failure: AppError): Promise<AppError> {
  const now = deps.clock.now();
  const hit = await deps.limiter.hit(`pass:fail:${userId}`, limits.wrongOldPasswords, limits.accountFailureWindowMs, now);
  if (hit.count < limits.wrongOldPasswords) return failure;
  await holdsOf(deps).hold(`pass:lock:${userId}`, now + limits.accountLockMs, now);
  await deps.limiter.reset(`pass:fail:${userId}`);
  return lockedError(limits.accountLockMs);
}
