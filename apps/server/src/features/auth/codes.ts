import { randomInt } from 'node:crypto';
import type { CodeSent } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { safeEqual } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { countSendToRecipient, limits, sendTooSoon } from './limits.js';
import { keyedHash } from './personal-data.js';
import { consumeCode, countCodeTry, findCodeSentAt, upsertCode } from './queries.js';

/** What a code is for; a code for one purpose never opens another. */
export type CodePurpose = 'register_email' | 'register_phone' | 'login' | 'reset' | 'phone_change_old' | 'phone_change_new' | 'email_change' | 'console_reset' | 'real_name_phone' | 'real_name_bank'
  | 'enterprise_master' | 'enterprise_new_master' | 'enterprise_master_ticket';

type CodeDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'limiter' | 'redis'>;

/** Recipients are looked up by keyed hash: the table of codes holds no e-mail or phone in the clear. */
export function recipientHash(deps: Pick<Deps, 'config'>, recipient: string): string {
  return keyedHash(deps, 'recipient', recipient.trim().toLowerCase());
}

function codeHash(deps: Pick<Deps, 'config'>, purpose: CodePurpose, recipient: string, code: string): string {
  return keyedHash(deps, 'code', purpose, recipientHash(deps, recipient), code);
}

/**
 * Makes a new random 6-digit code for purpose+recipient, replacing the previous one, within the
 * send limits: 60 s between codes, 5 an hour per recipient. The caller delivers it (or, for a
 * recipient without an account, does not, answering the same).
 */
export async function issueCode(deps: CodeDeps, input: { purpose: CodePurpose; recipient: string; validityMs: number }): Promise<{ code: string; sent: CodeSent }> {
  const now = deps.clock.now();
  const rHash = recipientHash(deps, input.recipient);
  const lastSent = await findCodeSentAt(deps.db, input.purpose, rHash);
  if (lastSent !== undefined && now - lastSent < limits.sendCooldownMs) throw sendTooSoon(lastSent + limits.sendCooldownMs - now);
  await countSendToRecipient(deps, rHash);
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const stored = await upsertCode(
    deps.db,
    { id: newId(now), purpose: input.purpose, recipientHash: rHash, codeHash: codeHash(deps, input.purpose, input.recipient, code), sentAt: now, expiresAt: now + input.validityMs },
    limits.sendCooldownMs,
  );
  // Another process sent one between our read and our write.
  if (!stored) throw sendTooSoon(limits.sendCooldownMs);
  return { code, sent: { resendAfter: limits.sendCooldownMs / 1000, expiresAt: now + input.validityMs } };
}

/**
 * Checks a code without using it up (the caller consumes it once everything else is right).
 * Every try counts; after 5 the code is void, right or wrong. A missing, used or expired code
 * answers exactly like a wrong one.
 */
export async function checkCode(deps: CodeDeps, input: { purpose: CodePurpose; recipient: string; code: string }): Promise<string> {
  const now = deps.clock.now();
  const row = await countCodeTry(deps.db, input.purpose, recipientHash(deps, input.recipient), now, limits.codeTries);
  if (!row || !safeEqual(row.code_hash, codeHash(deps, input.purpose, input.recipient, input.code))) throw new AppError('codeWrong');
  return row.id;
}

/** Uses a checked code up; a second use, even racing, is a wrong code. */
export async function useCode(deps: Pick<Deps, 'db' | 'clock'>, codeId: string): Promise<void> {
  if (!(await consumeCode(deps.db, codeId, deps.clock.now()))) throw new AppError('codeWrong');
}
