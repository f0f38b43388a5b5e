import { randomInt } from 'node:crypto';
import type { CaptchaChallenge } from '@console/contract';
import type { Caller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { hashToken, newToken, safeEqual } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { randomCaptchaAnswer, renderCaptcha } from './captcha-image.js';
import { countCaptchaFromIp, limits } from '../../platform/limits.js';
import { keyedHash } from '../../platform/personal-data.js';
import * as q from './queries.js';

/** The proof a captcha-protected call carries: the token of the `token` header (§7) and the typed answer. */
export interface CaptchaProof {
  captchaToken: string | undefined;
  captcha: string;
}

function captchaAnswerHash(deps: Pick<Deps, 'config'>, tokenHash: string, answer: string): string {
  return keyedHash(deps, 'captcha', tokenHash, answer.trim().toUpperCase());
}

/** Stores a captcha with the given answer and returns its token. Exported for the benchmark, which needs answers it knows. */
export async function storeCaptcha(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  answer: string,
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
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

export async function createCaptcha(deps: Deps, { caller }: { caller: Caller }): Promise<CaptchaChallenge> {
  await countCaptchaFromIp(deps, caller.ip);
  // Now and then rather than on every image: expired rows are harmless, only clutter.
  if (randomInt(20) === 0) await q.purgeExpired(deps.db, deps.clock.now());
  const answer = randomCaptchaAnswer();
  const { token, expiresAt } = await storeCaptcha(deps, answer);
  return { token, image: renderCaptcha(answer), expiresAt };
}

/** Test mode only: the answer, so tests can pass the captcha as a person would. */
export async function readCaptchaTestAnswer(deps: Deps, input: { caller: Caller; token: string }): Promise<{ answer: string }> {
  const answer = await q.findCaptchaTestAnswer(deps.db, hashToken(input.token), deps.clock.now());
  if (!answer) throw new AppError('notFound');
  return { answer };
}

/** A captcha is checked once: the first check spends it, right or wrong. */
export async function checkCaptcha(deps: Pick<Deps, 'db' | 'clock' | 'config'>, proof: CaptchaProof): Promise<void> {
  if (!proof.captchaToken) throw new AppError('captchaWrong');
  const tokenHash = hashToken(proof.captchaToken);
  const row = await q.takeCaptcha(deps.db, tokenHash);
  if (!row || row.expires_at <= deps.clock.now() || !safeEqual(row.answer_hash, captchaAnswerHash(deps, tokenHash, proof.captcha))) {
    throw new AppError('captchaWrong');
  }
}
