import { createHash, randomInt } from 'node:crypto';
import type { CaptchaChallenge } from '@console/contract';
import type { Caller } from '../../platform/caller.js';
import { type SendGate, purgeExpiredCodes } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { hashToken, newToken, safeEqual } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { randomCaptchaAnswer, renderCaptcha } from './captcha-image.js';
import { captchaWorkBits, countAbuse, countCaptchaFromIp, limits } from '../../platform/limits.js';
import { keyedHash } from '../../platform/personal-data.js';
import * as q from './queries.js';

/**
 * The proof a captcha-protected call carries: the token of the `token` header (§7), the typed
 * answer, and the nonce of the `pow` header that solves the captcha's proof of work.
 */
export interface CaptchaProof {
  caller: Caller;
  captchaToken: string | undefined;
  captcha: string;
  pow: string | undefined;
}

function captchaAnswerHash(deps: Pick<Deps, 'config'>, tokenHash: string, answer: string): string {
  return keyedHash(deps, 'captcha', tokenHash, answer.trim().toUpperCase());
}

/** Leading zero bits of SHA-256(`token:nonce`): the work a client did for this captcha. */
export function workBitsOf(token: string, nonce: string): number {
  const digest = createHash('sha256').update(`${token}:${nonce}`).digest();
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

/**
 * Stores a captcha with the given answer and proof-of-work difficulty and returns its token.
 * Exported for the benchmark, which needs answers it knows (and asks for no work).
 */
export async function storeCaptcha(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  answer: string,
  workBits: number,
): Promise<{ token: string; expiresAt: number }> {
  const now = deps.clock.now();
  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = now + limits.captchaValidityMs;
  await q.insertCaptcha(deps.db, {
    id: newId(now),
    tokenHash,
    answerHash: captchaAnswerHash(deps, tokenHash, answer),
    testAnswer: deps.config.testMode ? answer : null,
    workBits,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** A new PNG captcha and its proof of work, harder for a source that has been failing. */
export async function createCaptcha(deps: Deps, { caller }: { caller: Caller }): Promise<CaptchaChallenge> {
  await countCaptchaFromIp(deps, caller.ip);
  // Now and then rather than on every image: expired rows are harmless, only clutter.
  if (randomInt(20) === 0) {
    await q.purgeExpired(deps.db, deps.clock.now());
    await purgeExpiredCodes(deps);
  }
  const answer = randomCaptchaAnswer();
  const workBits = await captchaWorkBits(deps, caller.ip);
  const { token, expiresAt } = await storeCaptcha(deps, answer, workBits);
  return { token, image: renderCaptcha(answer), expiresAt, workBits };
}

/** Test mode only (the route exists only then, and answers only loopback peers): the answer, so tests can pass the captcha as a person would. */
export async function readCaptchaTestAnswer(deps: Deps, input: { caller: Caller; token: string }): Promise<{ answer: string }> {
  const answer = await q.findCaptchaTestAnswer(deps.db, hashToken(input.token), deps.clock.now());
  if (!answer) throw new AppError('notFound');
  return { answer };
}

/**
 * A captcha is checked once: the first check spends it, right or wrong. The answer and the proof
 * of work must both be right; a wrong one makes the source's next captchas cost more. Passing is
 * what lets a code be sent to a recipient the caller may not own.
 */
export async function checkCaptcha(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'limiter' | 'redis'>,
  proof: CaptchaProof,
): Promise<SendGate> {
  const row = proof.captchaToken ? await q.takeCaptcha(deps.db, hashToken(proof.captchaToken)) : undefined;
  const passed =
    row &&
    row.expires_at > deps.clock.now() &&
    safeEqual(row.answer_hash, captchaAnswerHash(deps, hashToken(proof.captchaToken!), proof.captcha)) &&
    (row.work_bits === 0 || (proof.pow !== undefined && workBitsOf(proof.captchaToken!, proof.pow) >= row.work_bits));
  if (!passed) {
    await countAbuse(deps, proof.caller.ip);
    throw new AppError('captchaWrong');
  }
  return { by: 'captcha', ip: proof.caller.ip };
}
