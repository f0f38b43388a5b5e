import { isIPv6 } from 'node:net';
import type { Deps } from './context.js';
import { AppError } from './errors.js';
import { holdsOf } from './holds.js';

/**
 * The rules of sign-in, codes and captchas in one place (§5, with lockouts no stranger can turn against the owner), and the
 * holds (deadlines, holds.ts) they produce: sends and captchas here, sign-in failures in
 * sign-in-limits.ts. Counters use deps.limiter (sliding windows); a hold is a deadline.
 * Both live in Redis when REDIS_URL is set, so every server process sees the same lockout and the
 * same send budget.
 */
export const limits = {
  codeTries: 5,
  /** One code to a recipient a minute, whatever it is for (sign-in, registration, reset, change…). */
  sendCooldownMs: 60_000,
  /**
   * Sends to one recipient are budgeted per source that asks (an IPv4 address or IPv6 /64 behind a
   * captcha, or the signed-in account behind a session): 5 an hour each, so one source running its
   * budget out leaves everyone else's intact. Against bombing from many sources, a recipient gets at
   * most `sendsPerRecipientPerHour` from all of them together, except those asked from a source where
   * the recipient's own account signed in before (its owner's lane, outside that cap, still 5 an
   * hour per source). See decision 0030.
   */
  sendsPerRecipientPerSourcePerHour: 5,
  sendsPerRecipientPerHour: 10,
  sendsPerIpPerHour: 30,
  /** Sends behind a session rather than a captcha: a signed-in person's budget, wherever they send. */
  sendsPerAccountPerHour: 10,
  captchasPerIpPerMinute: 60,
  captchaValidityMs: 5 * 60_000,
  /**
   * The proof of work issued with a captcha: leading zero bits of SHA-256(token:nonce). 12 bits is
   * about 4 000 hashes (a few dozen ms in a browser); every doubling of recent failures from the
   * address adds 2 bits (×4 work), up to 20 (about a million hashes, seconds on a phone).
   */
  captchaWorkBits: 12,
  captchaWorkMaxBits: 20,
  captchaWorkStepFailures: 5,
  abuseWindowMs: 15 * 60_000,
  /** Wrong passwords or codes from one source (an IPv4 address, an IPv6 /64) for one account. */
  sourceFailures: 5,
  sourceFailureWindowMs: 15 * 60_000,
  sourceLockMs: 15 * 60_000,
  /**
   * Sources (IPv4 addresses, IPv6 /64s) that failed for one account within an hour that mean it is
   * being guessed: password sign-in is then only open from the account's known sources (where it
   * signed in before); elsewhere the owner signs in by SMS code or with the e-mailed unlock link.
   * Each source counts once an hour however often it fails (its own lock stops it), so locking
   * the owner's new devices out takes ten addresses an hour, not a few captchas from one; the
   * owner's next sign-in or the unlock link lifts it, and only sources not yet counted renew it.
   */
  accountGuessFailures: 10,
  accountGuessWindowMs: 60 * 60_000,
  /** A source where the account signed in (or was unlocked) is known for this long. */
  knownSourceMs: 90 * 24 * 60 * 60_000,
  /** At most one "your account is being guessed" notice per account in this time. */
  guessNoticeEveryMs: 6 * 60 * 60_000,
  unlockLinkValidityMs: 24 * 60 * 60_000,
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

export type LimitDeps = Pick<Deps, 'limiter' | 'clock' | 'redis'>;

export function rateLimited(retryAfterMs: number): AppError {
  const s = seconds(retryAfterMs);
  return new AppError('rateLimited', { seconds: s }, null, { 'Retry-After': String(s) });
}

/** A sign-in refused while the source (or the account by password) is locked (sign-in-limits.ts). */
export function lockedError(remainingMs: number): AppError {
  const s = seconds(remainingMs);
  return new AppError('accountLocked', { minutes: Math.ceil(s / 60) }, { retryAfter: s }, { 'Retry-After': String(s) });
}

/**
 * Where a request comes from, as the rules count it: an IPv4 address, or the /64 of an IPv6 one
 * (one subscriber gets a whole /64, so counting single v6 addresses would count nothing).
 */
export function sourceOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

// ---- sends ---------------------------------------------------------------------------------

/** Per-IP cap on code sends, checked before anything else about the send. */
export async function countSendFromIp(deps: LimitDeps, ip: string): Promise<void> {
  const hit = await deps.limiter.hit(`send:ip:${sourceOf(ip)}`, limits.sendsPerIpPerHour, hourMs, deps.clock.now());
  if (!hit.allowed) throw rateLimited(hit.retryAfterMs);
}

/** A signed-in person's sends (the session is their proof instead of a captcha) are budgeted per account. */
export async function countSendFromAccount(deps: LimitDeps, userId: string): Promise<void> {
  const hit = await deps.limiter.hit(`send:account:${userId}`, limits.sendsPerAccountPerHour, hourMs, deps.clock.now());
  if (!hit.allowed) throw rateLimited(hit.retryAfterMs);
}

export function sendTooSoon(retryAfterMs: number): AppError {
  const s = seconds(retryAfterMs);
  return new AppError('codeSendTooSoon', { seconds: s }, { retryAfter: s }, { 'Retry-After': String(s) });
}

/**
 * Who asks for a send, as a recipient's budget counts it: `source` is the asking source (`sendSourceOfIp`
 * behind a captcha, `sendSourceOfAccount` behind a session); `isOwner` answers whether that source is
 * the recipient's own account's (asked only when the overall cap would refuse, it may read the database).
 */
export interface SendFrom {
  source: string;
  isOwner?: () => Promise<boolean>;
  /**
   * A one-a-minute slot of its own beside the source's (operation protection's proof code, decision
   * 36): a code that proves who is at the keyboard right after the act's own SMS code to the same
   * phone. Only the minute's wait is its own; the source's and the overall hourly caps are shared.
   */
  slot?: string;
}

export const sendSourceOfIp = (ip: string) => `ip:${sourceOf(ip)}`;
export const sendSourceOfAccount = (userId: string) => `u:${userId}`;

function sendLimit(retryAfterMs: number): AppError {
  const s = seconds(retryAfterMs);
  return new AppError('codeSendLimit', { minutes: Math.ceil(s / 60) }, { retryAfter: s }, { 'Retry-After': String(s) });
}

/**
 * One send a minute to a recipient from each source, whatever the code is for, and at most 5 an hour
 * (sliding) from each source; at most `sendsPerRecipientPerHour` from every source together, sends
 * from the owner's own sources aside. So one source (or a few) exhausting their budget do not keep the
 * owner from a code, and many sources together still cannot bomb the phone. The cooldown is claimed
 * last, so a send refused by a cap does not start one.
 */
export async function claimSendToRecipient(deps: LimitDeps, recipientHash: string, from: SendFrom): Promise<void> {
  const now = deps.clock.now();
  const holds = holdsOf(deps);
  const cooldown = `send:cooldown:${recipientHash}:${from.source}${from.slot ? `:${from.slot}` : ''}`;
  const waiting = await holds.until(cooldown, now);
  if (waiting) throw sendTooSoon(waiting - now);
  const perSource = `send:to:${recipientHash}:${from.source}`;
  const overall = `send:to:${recipientHash}`;
  // This source's own budget first (peeked): a source past it does not eat into the overall cap.
  if ((await deps.limiter.peek(perSource, hourMs, now)) >= limits.sendsPerRecipientPerSourcePerHour) {
    throw sendLimit((await deps.limiter.hit(perSource, limits.sendsPerRecipientPerSourcePerHour, hourMs, now)).retryAfterMs);
  }
  const all = await deps.limiter.hit(overall, limits.sendsPerRecipientPerHour, hourMs, now);
  if (!all.allowed && !(await from.isOwner?.())) throw sendLimit(all.retryAfterMs);
  const mine = await deps.limiter.hit(perSource, limits.sendsPerRecipientPerSourcePerHour, hourMs, now);
  if (!mine.allowed) throw sendLimit(mine.retryAfterMs);
  const raced = await holds.claim(cooldown, now + limits.sendCooldownMs, now);
  if (raced) throw sendTooSoon(raced - now);
}

// ---- captchas ------------------------------------------------------------------------------

/**
 * A solved captcha carried to the next step of the same flow: granted under a key naming that flow
 * (e.g. one registration), good until `until`, taken once. Whoever presents the flow's own secret
 * asks for it; nothing about it is sent to the client.
 */
export async function grantCaptchaPass(deps: LimitDeps, key: string, until: number): Promise<void> {
  const now = deps.clock.now();
  await holdsOf(deps).hold(`captcha-pass:${key}`, until, now);
}

export async function takeCaptchaPass(deps: LimitDeps, key: string): Promise<boolean> {
  return holdsOf(deps).take(`captcha-pass:${key}`, deps.clock.now());
}

export async function countCaptchaFromIp(deps: LimitDeps, ip: string): Promise<void> {
  const hit = await deps.limiter.hit(`captcha:ip:${sourceOf(ip)}`, limits.captchasPerIpPerMinute, 60_000, deps.clock.now());
  if (!hit.allowed) throw rateLimited(hit.retryAfterMs);
}

/** A failure that makes the next captchas from this source cost more work (wrong captcha, password or code). */
export async function countAbuse(deps: LimitDeps, ip: string): Promise<void> {
  await deps.limiter.hit(`abuse:${sourceOf(ip)}`, Number.MAX_SAFE_INTEGER, limits.abuseWindowMs, deps.clock.now());
}

/** The proof-of-work difficulty of the next captcha for this source: 2 more bits per doubling of its recent failures. */
export async function captchaWorkBits(deps: LimitDeps, ip: string): Promise<number> {
  const failures = await deps.limiter.peek(`abuse:${sourceOf(ip)}`, limits.abuseWindowMs, deps.clock.now());
  const level = failures < limits.captchaWorkStepFailures ? 0 : Math.floor(Math.log2(failures / limits.captchaWorkStepFailures)) + 1;
  return Math.min(limits.captchaWorkBits + 2 * level, limits.captchaWorkMaxBits);
}
