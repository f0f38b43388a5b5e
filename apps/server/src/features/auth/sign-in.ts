import {
  type CodeSent,
  type SessionUserInfo,
  type SignInAnswer,
  type SmsLoginAnswer,
  type UnlockedAccount,
  smsCodeValidityMs,
} from '@console/contract';
import { accountRecordOf, changeAccount } from '../account/index.js';
import { writeOperationLog } from '../../platform/audit.js';
import type { Caller } from '../../platform/caller.js';
import { checkCode, issueCode, useCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { languageOf, sendInBackground } from '../../platform/delivery.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { countSendFromIp } from '../../platform/limits.js';
import { assertIpNotHeld, clearAccountGuesses, clearSourceFailures } from '../../platform/sign-in-limits.js';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/password.js';
import { keyedHash, maskIdentifier, maskPhone, phoneHash } from '../../platform/personal-data.js';
import { type LoginPath, findLiveSession, revokeSession } from '../../platform/session.js';
import { rememberSource } from '../../platform/sign-in-sources.js';
import { findStepTicket, useStepTicket } from '../../platform/step-tickets.js';
import { checkPasskeyLogin, checkSecondFactor, checkSecondStepPasskey, passkeyLoginOptions, trustDevice } from '../mfa/index.js';
import { type CaptchaProof, checkCaptcha } from './captcha.js';
import { codeSms } from './messages.js';
import { purposes } from './purposes.js';
import {
  type FirstStepStart,
  type SessionStart,
  type SignInResult,
  accountKeyOf,
  afterFirstStep,
  assertOpen,
  failSignIn,
  findAccount,
  openPending,
  startSession,
} from './sign-in-core.js';

/**
 * The sign-in pathways: password, SMS code, passkey, a proof another capability checks,
 * the second step of a protected account, the unlock link and signing out. Their shared machinery
 * is in sign-in-core.ts.
 */

/**
 * The second step of a protected account: the pending sign-in and a current authenticator code or a
 * recovery code. Under the same IP holds and per-source locks as the password, and a wrong code counts
 * exactly like a wrong password. Answers the session, and a trusted-device token when asked to trust
 * this browser for 30 days.
 */
export async function signInSecondStep(
  deps: Deps,
  input: SessionStart & {
    stepTicket: string;
    code?: string;
    passkey?: Parameters<typeof checkSecondStepPasskey>[2];
    trustDevice?: boolean;
  },
): Promise<{ token: string; info: SignInAnswer; device?: { token: string; maxAgeSeconds: number } }> {
  const { caller } = input;
  await assertIpNotHeld(deps, caller.ip);
  const pending = openPending(deps, input.stepTicket);
  const user = await accountRecordOf(deps, { userId: pending.userId });
  if (!user || user.status !== 1) throw new AppError('mfaStepInvalid');
  const accountKey = `u:${user.id}`;
  await assertOpen(deps, accountKey, caller, true);
  const ticketId = await findStepTicket(deps, { purpose: purposes.secondStep, owner: user.id, ticket: pending.ticket });
  if (!ticketId) throw new AppError('mfaStepInvalid');
  // A passkey's assertion, or a factor code; each refusal its own message, counted like a wrong password.
  const checked = input.passkey
    ? await checkSecondStepPasskey(deps, user.id, input.passkey)
    : await checkSecondFactor(deps, user.id, input.code ?? '');
  const factor = typeof checked === 'string' ? checked : undefined;
  if (!factor) {
    throw await failSignIn(deps, {
      user,
      accountKey,
      shown: user.account_name,
      path: `${pending.path}, second step`,
      caller,
      failure: typeof checked === 'object' ? new AppError(checked.refused) : fieldError('mfaCodeWrong', 'code', caller.lang),
    });
  }
  if (!(await useStepTicket(deps.db, ticketId, deps.clock.now()))) throw new AppError('mfaStepInvalid');
  await clearSourceFailures(deps, { accountKey, ip: caller.ip });
  const device = input.trustDevice ? await trustDevice(deps, { userId: user.id, ip: caller.ip, device: caller.userAgent }) : undefined;
  const { token, info } = await startSession(deps, user, pending.path, input);
  await writeOperationLog(deps, {
    userId: user.id,
    service: 'account',
    action: 'signInSecondStep',
    phrase: { key: 'account.signInSecondStep', params: { account: user.account_name } },
    content: `${user.account_name} (${pending.path}, ${factor}${device ? ', browser trusted for 30 days' : ''})`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { token, info, device };
}

/** Options for signing in with a passkey instead of the password (any account's; a single-use challenge). */
export async function startPasskeySignIn(deps: Deps, { caller }: { caller: Caller }) {
  await assertIpNotHeld(deps, caller.ip);
  return passkeyLoginOptions(deps);
}

/**
 * A passkey instead of the password: a user-verified possession, so no second step follows. A refusal
 * counts like a wrong password against the passkey's account (when it names one) and this source.
 */
export async function signInWithPasskey(
  deps: Deps,
  input: SessionStart & { passkey: Parameters<typeof checkPasskeyLogin>[1] },
): Promise<SignInResult> {
  const { caller } = input;
  await assertIpNotHeld(deps, caller.ip);
  const checked = await checkPasskeyLogin(deps, input.passkey);
  const user = checked.userId ? await accountRecordOf(deps, { userId: checked.userId }) : undefined;
  const accountKey = user ? `u:${user.id}` : `passkey:${keyedHash(deps, 'passkey', input.passkey.id)}`;
  await assertOpen(deps, accountKey, caller, true);
  if ('refused' in checked || !user || user.status !== 1) {
    throw await failSignIn(deps, {
      user,
      accountKey,
      shown: user ? user.account_name : 'passkey',
      path: 'passkey',
      caller,
      failure: new AppError('refused' in checked ? checked.refused : 'mfaPasskeyWrong'),
    });
  }
  await clearSourceFailures(deps, { accountKey, ip: caller.ip });
  return startSession(deps, user, 'passkey', input);
}

export async function signInWithPassword(
  deps: Deps,
  input: CaptchaProof & FirstStepStart & { userName: string; password: string },
): Promise<SignInResult> {
  const { caller } = input;
  await assertIpNotHeld(deps, caller.ip);
  await checkCaptcha(deps, input);
  const typed = input.userName.trim();
  const user = await findAccount(deps, typed);
  const accountKey = accountKeyOf(deps, user, typed);
  await assertOpen(deps, accountKey, caller, true);
  const usable = user && user.status === 1 ? user : undefined;
  // An unknown or disabled account still pays for one argon2 verification: same answer, same time.
  const ok = await verifyPassword(usable?.password_hash, input.password);
  if (!usable || !ok) {
    throw await failSignIn(deps, {
      user,
      accountKey,
      shown: user ? user.account_name : maskIdentifier(typed),
      path: 'password',
      caller,
      failure: new AppError('signInFailed'),
    });
  }
  await clearSourceFailures(deps, { accountKey, ip: caller.ip });
  if (needsRehash(usable.password_hash!))
    await changeAccount(deps, { userId: usable.id, passwordHash: await hashPassword(input.password), now: deps.clock.now() });
  return afterFirstStep(deps, usable, 'password', input);
}

/** Same answer whether the phone has an account; the code goes out only if it has. */
export async function sendLoginSmsCode(deps: Deps, input: CaptchaProof & { phone: string }): Promise<CodeSent> {
  const { caller } = input;
  await countSendFromIp(deps, caller.ip);
  const gate = await checkCaptcha(deps, input);
  const user = await accountRecordOf(deps, { phoneHash: phoneHash(deps, input.phone) });
  // From a source where the account signed in before, the owner has their own lane past the phone's overall cap.
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.login,
    recipient: input.phone,
    validityMs: smsCodeValidityMs,
    gate,
    owner: user ? `u:${user.id}` : undefined,
  });
  if (user?.status === 1) sendInBackground(deps, caller.log, codeSms(languageOf(user.language, caller.lang), input.phone, code, 'login'));
  return sent;
}

/** Sign-in by SMS code: proves the phone, so it stays open from anywhere while the password is being guessed. */
export async function signInWithSmsCode(
  deps: Deps,
  input: FirstStepStart & { phone: string; code: string },
): Promise<{ token?: string; answer: SmsLoginAnswer }> {
  const { caller } = input;
  await assertIpNotHeld(deps, caller.ip);
  const user = await accountRecordOf(deps, { phoneHash: phoneHash(deps, input.phone) });
  const accountKey = accountKeyOf(deps, user, input.phone);
  await assertOpen(deps, accountKey, caller, false);
  const fail = async (failure: AppError) =>
    failSignIn(deps, { user, accountKey, shown: maskPhone(input.phone), path: 'sms', caller, failure });
  let codeId: string;
  try {
    codeId = await checkCode(deps, { purpose: purposes.login, recipient: input.phone, code: input.code });
  } catch (error) {
    throw error instanceof AppError ? await fail(error) : error;
  }
  if (!user || user.status !== 1) throw await fail(new AppError('codeWrong'));
  await useCode(deps, codeId);
  await clearSourceFailures(deps, { accountKey, ip: caller.ip });
  const { token, info } = await afterFirstStep(deps, user, 'sms', input);
  return { token, answer: { status: 200, ...info } };
}

/**
 * The e-mailed unlock link: spends it, makes the source that opened it a known one for the account,
 * and lifts the lock of this source and the account's "being guessed" everywhere. Someone else's, a used, an expired or a replaced link answer the same.
 */
export async function unlockSignIn(deps: Deps, input: { caller: Caller; account: string; token: string }): Promise<UnlockedAccount> {
  const user = await accountRecordOf(deps, { userId: input.account });
  const ticketId = user && (await findStepTicket(deps, { purpose: purposes.unlock, owner: user.id, ticket: input.token }));
  if (!user || !ticketId || !(await useStepTicket(deps.db, ticketId, deps.clock.now()))) throw new AppError('unlockLinkInvalid');
  const accountKey = `u:${user.id}`;
  await rememberSource(deps, accountKey, input.caller.ip);
  await clearAccountGuesses(deps, { accountKey, ip: input.caller.ip, renewNotice: true });
  await writeOperationLog(deps, {
    userId: user.id,
    service: 'account',
    action: 'unlockSignIn',
    phrase: { key: 'account.unlockSignIn', params: { account: user.account_name } },
    content: user.account_name,
    ip: input.caller.ip,
  });
  return { userName: user.account_name };
}

export async function signOut(
  deps: Deps,
  { caller, presentedToken }: { caller: Caller; presentedToken: string | undefined },
): Promise<void> {
  if (!presentedToken) return;
  const session = await findLiveSession(deps, presentedToken);
  if (!session) return;
  await revokeSession(deps, session.id, 'signed_out');
  const user = await accountRecordOf(deps, { userId: session.user_id });
  await writeOperationLog(deps, {
    userId: session.user_id,
    enterpriseId: session.enterprise_id,
    service: 'account',
    action: 'signOut',
    phrase: { key: 'account.signOut', params: { account: user?.account_name ?? '' } },
    content: user?.account_name ?? '',
    ip: caller.ip,
    device: caller.userAgent,
  });
}

/**
 * Sign-in by a proof another capability checks (a certificate's signature over a
 * single-use challenge), under the same IP holds, per-source locks and failure counting as
 * passwords. `userId` is the account the proof claims (undefined: none, counted against `typed`);
 * `check` throws the refusal to count, or returns when the proof holds.
 */
export async function signInWithProof(
  deps: Deps,
  input: SessionStart & { userId: string | undefined; typed: string; path: LoginPath; check: () => Promise<void> },
): Promise<{ token: string; info: SessionUserInfo }> {
  const { caller } = input;
  await assertIpNotHeld(deps, caller.ip);
  const user = input.userId ? await accountRecordOf(deps, { userId: input.userId }) : undefined;
  const accountKey = accountKeyOf(deps, user, input.typed);
  await assertOpen(deps, accountKey, caller, false);
  const fail = (failure: AppError) =>
    failSignIn(deps, { user, accountKey, shown: user ? user.account_name : input.typed, path: input.path, caller, failure });
  try {
    await input.check();
  } catch (error) {
    throw error instanceof AppError ? await fail(error) : error;
  }
  if (!user || user.status !== 1) throw await fail(new AppError('signInFailed'));
  await clearSourceFailures(deps, { accountKey, ip: caller.ip });
  return startSession(deps, user, input.path, input);
}
