import type { AppError } from './errors.js';
import { holdsOf } from './holds.js';
import { type LimitDeps, countAbuse, limits, lockedError, rateLimited, sourceOf } from './limits.js';

/**
 * Sign-in failures (§5): a source locked for an account after its failures, an account "being
 * guessed" open by password only from its known sources, an IP spraying many accounts held, and the
 * current password guessed from a signed-in session limited alike. The numbers are `limits`'.
 */

/** Refuses an IP that is held for failing too often (a spray over many accounts). */
export async function assertIpNotHeld(deps: LimitDeps, ip: string): Promise<void> {
  const now = deps.clock.now();
  const until = await holdsOf(deps).until(`signin:ip:${sourceOf(ip)}`, now);
  if (until) throw rateLimited(until - now);
}
const sourceLockKey = (accountKey: string, ip: string) => `signin:lock:${accountKey}:${sourceOf(ip)}`;
const sourceFailKey = (accountKey: string, ip: string) => `signin:fail:${accountKey}:${sourceOf(ip)}`;
const guessKey = (accountKey: string) => `signin:guess:${accountKey}`;
const guessSourceKey = (accountKey: string, ip: string) => `signin:guess-source:${accountKey}:${sourceOf(ip)}`;
const noticeKey = (accountKey: string) => `signin:notice:${accountKey}`;

/**
 * Whether `accountKey` (a person, or what was typed when no one matched) may try from this source:
 * not when this source is locked for it, and not by password from an unknown source while the
 * account is being guessed. `isKnownSource` is asked only then (it reads the database).
 */
export async function assertSignInOpen(
  deps: LimitDeps,
  input: { accountKey: string; ip: string; byPassword: boolean; isKnownSource: () => Promise<boolean> },
): Promise<void> {
  const now = deps.clock.now();
  const until = await holdsOf(deps).until(sourceLockKey(input.accountKey, input.ip), now);
  if (until) throw lockedError(until - now);
  if (!input.byPassword) return;
  const guesses = await deps.limiter.peek(guessKey(input.accountKey), limits.accountGuessWindowMs, now);
  if (guesses >= limits.accountGuessFailures && !(await input.isKnownSource())) throw lockedError(limits.accountGuessWindowMs);
}

/** Counts a failure from an IP; past the allowance the IP is held, longer each time within a day. */
export async function countIpFailure(deps: LimitDeps, ip: string): Promise<void> {
  const now = deps.clock.now();
  const source = sourceOf(ip);
  await countAbuse(deps, ip);
  const hit = await deps.limiter.hit(`signin:ipfail:${source}`, limits.ipFailures, limits.ipFailureWindowMs, now);
  if (hit.allowed) return;
  const level = await deps.limiter.hit(`signin:iplevel:${source}`, Number.MAX_SAFE_INTEGER, limits.ipHoldMemoryMs, now);
  const holdMs = Math.min(limits.ipHoldBaseMs * 2 ** (level.count - 1), limits.ipHoldMaxMs);
  await holdsOf(deps).hold(`signin:ip:${source}`, now + holdMs, now);
  await deps.limiter.reset(`signin:ipfail:${source}`);
}

/**
 * Counts a failed sign-in against the account from this source, against the account from anywhere,
 * and against the IP. Answers the error to give (the lockout when this failure locked the source,
 * else `failure`) and whether the owner should hear that their account is being guessed (at most
 * once per `guessNoticeEveryMs`).
 */
export async function countSignInFailure(
  deps: LimitDeps,
  input: { accountKey: string; ip: string; failure: AppError },
): Promise<{ error: AppError; notify: boolean }> {
  const now = deps.clock.now();
  await countIpFailure(deps, input.ip);
  // A source's first failure for the account this hour counts towards "being guessed"; its later ones do not.
  const firstFromSource = !(await holdsOf(deps).claim(guessSourceKey(input.accountKey, input.ip), now + limits.accountGuessWindowMs, now));
  const guesses = firstFromSource
    ? (await deps.limiter.hit(guessKey(input.accountKey), Number.MAX_SAFE_INTEGER, limits.accountGuessWindowMs, now)).count
    : 0;
  const hit = await deps.limiter.hit(sourceFailKey(input.accountKey, input.ip), limits.sourceFailures, limits.sourceFailureWindowMs, now);
  let error = input.failure;
  let alarm = guesses === limits.accountGuessFailures;
  if (hit.count >= limits.sourceFailures) {
    await holdsOf(deps).hold(sourceLockKey(input.accountKey, input.ip), now + limits.sourceLockMs, now);
    await deps.limiter.reset(sourceFailKey(input.accountKey, input.ip));
    error = lockedError(limits.sourceLockMs);
    alarm = true;
  }
  const notify = alarm && !(await holdsOf(deps).claim(noticeKey(input.accountKey), now + limits.guessNoticeEveryMs, now));
  return { error, notify };
}

/** A successful sign-in forgets this source's failures for the account (not the account's guesses elsewhere). */
export async function clearSourceFailures(deps: LimitDeps, input: { accountKey: string; ip: string }): Promise<void> {
  await deps.limiter.reset(sourceFailKey(input.accountKey, input.ip));
  await holdsOf(deps).release(sourceLockKey(input.accountKey, input.ip));
}

/**
 * The owner proved themselves (signed in, set a new password, opened the unlock link): the account
 * is no longer "being guessed" anywhere. The sources already counted this hour stay counted, so the
 * same addresses cannot lock it again; `renewNotice` lets the next lock tell the owner again.
 */
export async function clearAccountGuesses(
  deps: LimitDeps,
  input: { accountKey: string; ip: string; renewNotice?: boolean },
): Promise<void> {
  await clearSourceFailures(deps, input);
  await deps.limiter.reset(guessKey(input.accountKey));
  if (input.renewNotice) await holdsOf(deps).release(noticeKey(input.accountKey));
}

/** Guessing the current password from a signed-in session is limited like a sign-in. */
export async function assertOldPasswordTriesLeft(deps: LimitDeps, userId: string): Promise<void> {
  const now = deps.clock.now();
  const until = await holdsOf(deps).until(`pass:lock:${userId}`, now);
  if (until) throw lockedError(until - now);
}

export async function countWrongOldPassword(deps: LimitDeps, userId: string, failure: AppError): Promise<AppError> {
  const now = deps.clock.now();
  const hit = await deps.limiter.hit(`pass:fail:${userId}`, limits.wrongOldPasswords, limits.sourceFailureWindowMs, now);
  if (hit.count < limits.wrongOldPasswords) return failure;
  await holdsOf(deps).hold(`pass:lock:${userId}`, now + limits.sourceLockMs, now);
  await deps.limiter.reset(`pass:fail:${userId}`);
  return lockedError(limits.sourceLockMs);
}
