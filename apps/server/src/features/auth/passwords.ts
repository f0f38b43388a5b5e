import { type CodeSent, smsCodeValidityMs } from '@console/contract';
import { accountRecordOf, changeAccount } from '../account/index.js';
import { writeOperationLog } from '../../platform/audit.js';
import type { Caller, UserCaller } from '../../platform/caller.js';
import { checkCode, issueCode, useCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { languageOf, sendInBackground } from '../../platform/delivery.js';
import { AppError } from '../../platform/errors.js';
import { countSendFromIp } from '../../platform/limits.js';
import {
  assertIpNotHeld,
  assertOldPasswordTriesLeft,
  clearAccountGuesses,
  countIpFailure,
  countWrongOldPassword,
} from '../../platform/sign-in-limits.js';
import { hashPassword, verifyPassword } from '../../platform/password.js';
import { assertPasswordAllowed } from '../../platform/password-policy.js';
import { maskEmail, maskPhone, normalizeEmail, phoneHash } from '../../platform/personal-data.js';
import { revokeSessionsOf } from '../../platform/session.js';
import { rememberSource } from '../../platform/sign-in-sources.js';
import { type CaptchaProof, checkCaptcha } from './captcha.js';
import { codeSms, resetEmail } from './messages.js';
import { purposes } from './purposes.js';

/** §7 updatePass: the other sessions of the account end (they are told code 12); this one stays. */
export async function changePassword(
  deps: Deps,
  { caller, oldPass, newPass }: { caller: UserCaller; oldPass: string; newPass: string },
): Promise<void> {
  const { userId, sessionId } = caller.user;
  await assertOldPasswordTriesLeft(deps, userId);
  const user = await accountRecordOf(deps, { userId });
  if (!user || !(await verifyPassword(user.password_hash, oldPass))) {
    throw await countWrongOldPassword(deps, userId, new AppError('oldPasswordWrong'));
  }
  assertPasswordAllowed(newPass, { field: 'newPass', lang: caller.lang });
  const now = deps.clock.now();
  await changeAccount(deps, { userId: user.id, passwordHash: await hashPassword(newPass), now });
  await revokeSessionsOf(deps, { userId: user.id, reason: 'password_changed', keepSessionId: sessionId });
  await writeOperationLog(deps, {
    userId: user.id,
    service: 'account',
    action: 'changePassword',
    phrase: { key: 'account.changePassword', params: { account: user.account_name } },
    content: user.account_name,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

function resetRecipient(account: string): { recipient: string; channel: 'mail' | 'sms' } {
  const trimmed = account.trim();
  return trimmed.includes('@') ? { recipient: normalizeEmail(trimmed), channel: 'mail' } : { recipient: trimmed, channel: 'sms' };
}

async function findByRecipient(deps: Deps, target: { recipient: string; channel: 'mail' | 'sms' }) {
  return target.channel === 'mail'
    ? accountRecordOf(deps, { email: target.recipient })
    : accountRecordOf(deps, { phoneHash: phoneHash(deps, target.recipient) });
}

/** Same answer whether the account exists; the code goes out only if it does. */
export async function sendResetCode(deps: Deps, input: CaptchaProof & { account: string }): Promise<CodeSent> {
  const { caller } = input;
  await countSendFromIp(deps, caller.ip);
  const gate = await checkCaptcha(deps, input);
  const target = resetRecipient(input.account);
  const user = await findByRecipient(deps, target);
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.reset,
    recipient: target.recipient,
    validityMs: smsCodeValidityMs,
    gate,
    owner: user ? `u:${user.id}` : undefined,
  });
  if (user?.status === 1) {
    const lang = languageOf(user.language, caller.lang);
    sendInBackground(
      deps,
      caller.log,
      target.channel === 'mail'
        ? resetEmail(lang, target.recipient, code, user.account_name)
        : codeSms(lang, target.recipient, code, 'reset'),
    );
  }
  return sent;
}

/** A new password under the one rule; every session of the account ends. */
export async function resetPassword(
  deps: Deps,
  { caller, ...input }: { caller: Caller; account: string; code: string; password: string },
): Promise<void> {
  await assertIpNotHeld(deps, caller.ip);
  const target = resetRecipient(input.account);
  let codeId: string;
  try {
    codeId = await checkCode(deps, { purpose: purposes.reset, recipient: target.recipient, code: input.code });
  } catch (error) {
    await countIpFailure(deps, caller.ip);
    throw error;
  }
  const user = await findByRecipient(deps, target);
  if (!user || user.status !== 1) throw new AppError('codeWrong');
  assertPasswordAllowed(input.password, { field: 'password', lang: caller.lang });
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  await useCode(deps, codeId);
  await changeAccount(deps, { userId: user.id, passwordHash, now });
  await revokeSessionsOf(deps, { userId: user.id, reason: 'password_changed' });
  // Whoever holds the code owns the account: earlier guesses are moot and this source is theirs.
  await clearAccountGuesses(deps, { accountKey: `u:${user.id}`, ip: caller.ip });
  await rememberSource(deps, `u:${user.id}`, caller.ip);
  const shown = target.channel === 'mail' ? maskEmail(target.recipient) : maskPhone(target.recipient);
  await writeOperationLog(deps, {
    userId: user.id,
    service: 'account',
    action: 'resetPassword',
    phrase: { key: 'account.resetPassword', params: { account: user.account_name, recipient: shown } },
    content: `${user.account_name} (${shown})`,
    ip: caller.ip,
    device: caller.userAgent,
  });
}
