import { type CodeSent, type OperationProof, type PasskeyOptions, operationProofMs, smsCodeValidityMs } from '@console/contract';
import { translate } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import { checkCodeOfField, issueCode, useCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { languageOf, messageText, sendNow } from '../../platform/delivery.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { assertOldPasswordTriesLeft, countWrongOldPassword } from '../../platform/sign-in-limits.js';
import { maskPhone } from '../../platform/personal-data.js';
import { markOperationProven } from '../../platform/session.js';
import { recipientOf } from '../account/index.js';
import * as pq from './passkey-queries.js';
import { passkeySignInOptions, usePasskeyAssertion } from './passkeys.js';
import { purposes } from './purposes.js';
import { hasAnyFactor, isRequiredByEnterprise } from './sign-in-step.js';
import * as q from './queries.js';
import { useFactorCode } from './verify.js';

/**
 * Operation protection: the route layer refuses an endpoint marked `protect: 'operation'`
 * unless the session proved a second factor within `operationProofMs`; these are the proofs. An
 * account with an authenticator app proves with an app code or a recovery code; one without, with an
 * SMS code to its own phone. Wrong codes count toward the same lock as a wrong current password.
 */

const hasApp = async (deps: Deps, userId: string) => (await q.findTotp(deps.db, userId))?.confirmed_at != null;

async function ownPhone(deps: Deps, userId: string): Promise<{ phone: string; language: string | null }> {
  const recipient = await recipientOf(deps, userId);
  if (!recipient?.phone) throw new AppError('phoneNotBound');
  return { phone: recipient.phone, language: recipient.language };
}

const provenUntilOf = (deps: Deps, provenAt: number | null) => {
  if (provenAt === null) return null;
  const until = provenAt + operationProofMs;
  return until > deps.clock.now() ? until : null;
};

export async function readOperationProof(deps: Deps, { caller }: { caller: UserCaller }): Promise<OperationProof> {
  const userId = caller.user.userId;
  const provenUntil = provenUntilOf(deps, caller.user.operationProvenAt);
  const passkey = await pq.hasPasskey(deps.db, userId);
  if (await hasApp(deps, userId)) return { method: 'code', phone: null, provenUntil, passkey };
  // A passkey-only account without a phone still proves, with the passkey.
  const recipient = await recipientOf(deps, userId);
  if (!recipient?.phone && !passkey) throw new AppError('phoneNotBound');
  return { method: 'sms', phone: recipient?.phone ? maskPhone(recipient.phone) : null, provenUntil, passkey };
}

export async function sendOperationCode(deps: Deps, { caller }: { caller: UserCaller }): Promise<CodeSent> {
  const userId = caller.user.userId;
  if (await hasApp(deps, userId)) throw new AppError('operationUseFactor');
  const { phone, language } = await ownPhone(deps, userId);
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.operation,
    recipient: phone,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId },
    // The act's own SMS code (its willingness code) may have gone to this phone a moment ago: the
    // proof has its own one-a-minute slot, so it is not made to wait; the hourly caps stay shared.
    cooldownSlot: 'operation',
  });
  const lang = languageOf(language, caller.lang);
  await sendNow(deps, caller.log, {
    channel: 'sms',
    to: phone,
    purpose: 'mfaOperation',
    text: messageText(lang, 'messages.operationCodeSms', { appName: translate(lang, 'common.appName'), code }),
  });
  return sent;
}

export async function proveOperation(deps: Deps, { caller, code }: { caller: UserCaller; code: string }): Promise<{ provenUntil: number }> {
  const userId = caller.user.userId;
  await assertOldPasswordTriesLeft(deps, userId);
  let key: ProofKey;
  if (await hasApp(deps, userId)) {
    const used = await useFactorCode(deps, userId, code);
    if (!used) throw await countWrongOldPassword(deps, userId, fieldError('mfaCodeWrong', 'code', caller.lang));
    key = used === 'totp' ? 'account.operationProvenApp' : 'account.operationProvenRecovery';
  } else {
    const { phone } = await ownPhone(deps, userId);
    const codeId = await checkCodeOfField(deps, { purpose: purposes.operation, recipient: phone, code }, caller.lang);
    await useCode(deps, codeId);
    key = 'account.operationProvenSms';
  }
  return markProven(deps, caller, key);
}

type ProofKey =
  'account.operationProvenApp' | 'account.operationProvenRecovery' | 'account.operationProvenSms' | 'account.operationProvenPasskey';

async function markProven(deps: Deps, caller: UserCaller, key: ProofKey): Promise<{ provenUntil: number }> {
  const provenAt = await markOperationProven(deps, caller.user.sessionId);
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: caller.user.enterpriseId,
    service: 'account',
    action: key.slice('account.'.length),
    phrase: { key, params: { account: caller.user.userName } },
    content: caller.user.userName,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { provenUntil: provenAt + operationProofMs };
}

/** Request options for proving with one of the account's passkeys: a challenge bound to operation protection. */
export async function operationPasskeyOptions(deps: Deps, { caller }: { caller: UserCaller }): Promise<PasskeyOptions> {
  const options = await passkeySignInOptions(deps, caller.user.userId, 'operation');
  if (!options) throw new AppError('mfaNotSet');
  return options;
}

/**
 * Proves with a passkey's assertion over an operation challenge of this account (then spent): another
 * account's credential, a sign-in's or a spent challenge, a counter gone back or a bad signature are
 * refused with their own messages and counted like a wrong current password.
 */
export async function provePasskeyOperation(
  deps: Deps,
  { caller, passkey }: { caller: UserCaller; passkey: Parameters<typeof usePasskeyAssertion>[2] },
): Promise<{ provenUntil: number }> {
  const userId = caller.user.userId;
  await assertOldPasswordTriesLeft(deps, userId);
  const checked = await usePasskeyAssertion(deps, userId, passkey, 'operation');
  if (checked !== 'passkey') throw await countWrongOldPassword(deps, userId, new AppError(checked.refused));
  return markProven(deps, caller, 'account.operationProvenPasskey');
}

/**
 * The server's side of an enterprise's requirement (the route layer asks it for every `user`
 * endpoint not marked `beforeFactorSetUp`): a member without a factor reaches only the set-up. The
 * requirement is asked first, false for almost everyone: one indexed read of the person's
 * memberships, and one of those enterprises' rules when they have any.
 */
export async function factorSetUpRequired(deps: Pick<Deps, 'db'>, userId: string, holder?: 'operator'): Promise<boolean> {
  // Every operator must have a factor (operators sign in with two): one indexed read by the operator's id.
  if (holder === 'operator') return !(await hasAnyFactor(deps, userId));
  return (await isRequiredByEnterprise(deps, userId)) && !(await hasAnyFactor(deps, userId));
}
